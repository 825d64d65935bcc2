// Time tracking: time logged, the timer, unbilled time invoiced or asked about.

import { DESC, PLEASE } from "./pools";

export const TIME: Record<string, string[]> = {
  log_time: [
    `${PLEASE} (log|track|add|record) @duration (for|to|on) @client [for|on|:] [${DESC}] [@date]`,
    `(spent|worked|did) @duration (on|for) @client [${DESC}] [@date]`,
    `(worked|was) (on|for) @client (from @time to @time|@duration) [@date] [${DESC}]`,
    `@duration @client ${DESC} [@date]`,
    `(add|log) @duration [of work] (to|for|on) @client [@date]`,
    `@date i (spent|worked|put in) @duration (on|for) @client`,
    `${PLEASE} (log|track|add|record) [some|my] (time|hours) (for|on|to) @client [${DESC}]`,
  ],
  start_timer: [
    `${PLEASE} (start|begin|kick off) (a|the|my)? (timer|clock|tracking) (for|on) @client [${DESC}]`,
    `(start|begin) (tracking|timing) [time] (for|on) @client [${DESC}]`,
    `(clock in|punch in) (for|on|to) @client`,
    `(working|starting) on @client now (start the timer|track it|time it)`,
    `(start|begin) [the|a] timer`,
  ],
  stop_timer: [
    `${PLEASE} (stop|end|pause|kill) (the|my)? (timer|clock|tracking)`,
    `(clock out|punch out|done for now|i'm done working|finished working) [stop the timer]`,
    `(stop|end) tracking [time]`,
    `timer (stop|off)`,
  ],
  invoice_unbilled_time: [
    `${PLEASE} (invoice|bill) @client (for )?(the|their|my)? (unbilled|tracked|logged) (time|hours|work)`,
    `(invoice|bill) (the|all the|my) (hours|time) (for|with|on) @client`,
    `(turn|make) @client (unbilled )?(hours|time) (into|an) invoice`,
    `(send|create) (an )?invoice for (the|all|my) (time|hours) (i logged|tracked|logged) (for|on) @client`,
    `(bill|invoice) (out )?(everything|all the time) (for|on) @client`,
  ],
  ask_unbilled: [
    `(how much|what|how many hours) (unbilled|uninvoiced|untracked) (work|time|hours) (do i have|is there|have i got) [for @client]`,
    `(what|how much) (haven't|have not|not) i (billed|invoiced) [@client] [yet]`,
    `(how many|how much) (hours|time) (did|have) i (work|worked|log|logged|spend|spent) (for|on) @client [@period]`,
    `(unbilled|uninvoiced) (time|hours|work) [for @client]`,
    `(hours|time) (logged|tracked) (for|on) @client [@period]`,
  ],
};
