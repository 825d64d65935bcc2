// Quotes (estimates, proposals): made, sent, followed up, accepted, turned into an invoice.

import { DESC, PLEASE } from "./pools";

export const QUOTES: Record<string, string[]> = {
  create_quote: [
    `${PLEASE} (quote|give|send|make|create|draft|write) [a quote|an estimate|a proposal] (for|to) @client [of|for] @amount [for ${DESC}] [valid until @date]`,
    `(new|create a|draft a|make a) (quote|estimate|proposal|q) (for|to) @client @amount [for ${DESC}] [valid (until|till|for) @date]`,
    `(quote|estimate) @client @amount (for|on) ${DESC}`,
    `(put together|draw up|write up) (a quote|an estimate|a proposal) for @client [${DESC}] [@amount]`,
    `@client wants a (quote|price|estimate) for ${DESC} [@amount]`,
  ],
  send_quote: [
    `${PLEASE} (send|email) @quote [to @client]`,
    `(send|email) (the|that|my) (quote|estimate|proposal) [for ${DESC}] to @client`,
    `(send|email) @client (the|their) (quote|estimate|proposal)`,
    `(get|fire) @quote (out|off|over) [to @client]`,
    `(send|email) the (draft )?quote [for @client]`,
  ],
  follow_up_quote: [
    `${PLEASE} (follow up|follow up on|check in on|nudge|chase|ping) @quote`,
    `(follow up with|check in with|nudge|chase|ping) @client (about|on|regarding) (the|their|my) (quote|estimate|proposal) [for ${DESC}]`,
    `@client (never|hasn't|has not|didn't) (answered|replied|responded|got back) (to|about|on) (the|my) (quote|estimate|proposal) (follow up|nudge them|chase them|ping them)`,
    `(send|email) a (follow up|followup|reminder) (on|about|for) @quote`,
    `any (word|news|answer) (from|on) @quote (follow up|chase it)`,
    `(remind|nudge) @client about the (quote|estimate|proposal)`,
    `(bump|poke) (the|my) (quote|estimate) i sent @client`,
    `(bump|poke) @quote`,
  ],
  accept_quote: [
    `@client (accepted|approved|said yes to|signed|agreed to) (@quote|the quote|the estimate|the proposal) [mark it accepted]`,
    `(mark|record) @quote (as )?(accepted|approved|signed)`,
  ],
  convert_quote: [
    `${PLEASE} (convert|turn|make) @quote (into|to) an invoice [with a @percent deposit]`,
    `(invoice|bill) (for )?(the accepted|the) (quote|estimate|proposal) [for @client] [@percent deposit]`,
    `@client (accepted|approved|said yes to|signed) (the|my) (quote|estimate|proposal) [for ${DESC}] (invoice|bill) (it|them) [@percent (deposit|upfront)]`,
    `(convert|turn) (the|their|@client) (accepted )?(quote|estimate) (into|to) an invoice`,
    `(take|ask for|invoice) (a )?@percent deposit (on|for) @quote`,
    `(make|create) (an|the) invoice from @quote`,
  ],
};
