// Clients (added, changed, checked in with) and leads (added, made clients, asked about). Two lists:
// the classifier's order puts them apart (index.ts).

import { DESC, PLEASE } from "./pools";

export const CLIENTS: Record<string, string[]> = {
  create_client: [
    `${PLEASE} (add|create|new|save|set up) [a] [new] client @client [@email] [@phone] [(from|at|of) (the company|company)]`,
    `(add|save) @client (as a client|to my clients|to clients) [@email] [@phone]`,
    `new client (named|called)? @client [@email] [@phone]`,
    `(got|have|signed|landed|won) a new client @client [@email] [@phone] (add them|add her|add him|save them)`,
    `@client [@email] [@phone] (is a new client|new customer) [add them]`,
    `client @client @email [@phone]`,
  ],
  update_client: [
    `${PLEASE} (change|update|set|fix) @client (email|phone|number|company|address|name) (to|is) (@email|@phone|@client)`,
    `@client (new )?(email|phone|number|address) is (@email|@phone)`,
    `@client (moved to|changed to|has) (a )?new (email|phone|number) (@email|@phone)`,
    `(update|change|fix) (the )?(email|phone|number) (for|of) @client (to )?(@email|@phone)`,
    `(mark|set) @client (as )?(inactive|active|archived|former|lost)`,
    `@client (is|works) (now )?(at|for) (a new company|the company) (update it|change the company)`,
    `(use|send invoices to) (@email|@phone) for @client (from now on)`,
  ],
  nudge_client: [
    `${PLEASE} (check in with|follow up with|reach out to|touch base with|nudge) @client`,
    `(send|email) @client a (follow up|followup|check in|friendly note|quick hello)`,
    `(haven't|have not|not) heard from @client in (a while|weeks|ages) (check in|reach out|follow up)`,
    `(reconnect|get back in touch) with @client`,
  ],
};

export const LEADS: Record<string, string[]> = {
  create_lead: [
    `${PLEASE} (add|save|log|record|new) (a )?lead @client [@email] [(wants|interested in|asking about) ${DESC}]`,
    `@client [@email] (reached out|emailed me|messaged me|dmed me|inquired|enquired) (about|for|wanting) ${DESC} (add|save|log) (them|her|him|it) as a lead`,
    `(new|got a) (lead|prospect|inquiry|enquiry) (from|named)? @client [@email] [${DESC}]`,
    `(track|save) @client as a (lead|prospect)`,
  ],
  convert_lead: [
    `${PLEASE} (convert|turn|make) @lead (into|to|a) (a )?client`,
    `@lead (signed|signed on|said yes|is in|hired me|became a client|is now a client|booked) [make (them|her|him) a client]`,
    `(add|move) @lead (to|as) (my )?clients`,
    `(won|landed|closed) @lead (add|make) (them|her|him) a client`,
  ],
  ask_leads: [
    `(any|do i have|what|show|list) (new )?(leads|inquiries|prospects|enquiries) [@period]`,
    `(who|which people) (reached out|inquired|messaged) [@period]`,
    `(how many|how are) (leads|my leads) [@period]`,
  ],
};
