// Recurring invoices (a retainer, a monthly bill): set up, paused, resumed, ended.

import { DESC, PLEASE } from "./pools";

export const RECURRING: Record<string, string[]> = {
  create_recurring: [
    `${PLEASE} (bill|invoice|charge) @client @amount (every|each|a) (month|week) [for ${DESC}] [starting @date]`,
    `(set up|create|add|start|make) (a )?(recurring|repeating|monthly|weekly) (invoice|invoices|billing|retainer) (for|to) @client [of|for] @amount [for ${DESC}] [starting @date|from @date]`,
    `(monthly|weekly) (invoice|retainer|bill) @client @amount [${DESC}] [starting @date]`,
    `@client (is on|pays|will pay) (a|an) @amount (monthly|weekly) (retainer|plan) [starting @date] (set it up|bill it automatically)`,
    `(invoice|bill) @client @amount (monthly|weekly|every month|every week) [starting @date|from @date] [for ${DESC}]`,
  ],
  pause_recurring: [
    `${PLEASE} (pause|hold|freeze|suspend|stop for now) (the|@client) (recurring|monthly|weekly) (invoice|invoices|billing|retainer|series) [for ${DESC}]`,
    `(pause|hold off on|suspend) @client (retainer|monthly|weekly|recurring) (billing|invoices|invoice) [until @date]`,
    `(pause|freeze) (the )?@series`,
    `(stop billing|don't bill) @client (for now|this month|for a while) [${DESC}]`,
    `@client is (taking a break|on break|away) (pause|hold) their (recurring|monthly) (invoice|billing)`,
  ],
  resume_recurring: [
    `${PLEASE} (resume|restart|unpause|reactivate|turn back on|start again) (the|@client) (recurring|monthly|weekly) (invoice|invoices|billing|retainer|series)`,
    `(resume|restart|unpause) @series`,
    `(start|begin) billing @client again [from @date]`,
    `@client (is back|came back|wants to restart) (resume|restart) their (monthly|recurring) (billing|invoice|plan)`,
    `(turn|switch) @client (recurring|monthly) (billing|invoice) back on`,
  ],
  end_recurring: [
    `${PLEASE} (end|stop|cancel|terminate|discontinue) (the|@client) (recurring|monthly|weekly) (invoice|invoices|billing|retainer|series|plan) [for ${DESC}]`,
    `(end|stop|cancel) @series [for good|permanently]`,
    `@client (cancelled|canceled|ended|stopped|quit|left) (their|the) (retainer|plan|contract|subscription) (stop|end) (billing|the invoices)`,
    `no more (monthly|weekly|recurring) (invoices|bills) for @client`,
    `(stop|end) billing @client (every month|monthly|for good)`,
  ],
};
