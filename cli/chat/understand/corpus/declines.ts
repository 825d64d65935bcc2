// Out of scope: what Microteam does not do, each with its own next step (the answers are in
// ../decline.ts). Learnt so a request of this kind is declined, not read as the nearest change.

import { DESC } from "./pools";

export const DECLINES: Record<string, string[]> = {
  decline_tax: [
    `(file|do|prepare|submit|calculate) (my )?(taxes|tax return|quarterly taxes|vat return|sales tax|1099s|w-9)`,
    `(how much|what) (tax|taxes) (do i owe|should i set aside|will i pay)`,
    `(can you )?(do|handle) my (bookkeeping|accounting|books|tax filing)`,
    `(reconcile|categorize|categorise) (my )?(bank|expenses|transactions|receipts)`,
    `(track|log|add) (an )?expense [of @amount] [for ${DESC}]`,
  ],
  decline_payroll: [
    `(run|do|process) payroll`,
    `(pay|send money to) (my )?(contractor|freelancer|helper|employee|assistant) [@amount]`,
    `(send|issue) (a )?(1099|paycheck|payslip)`,
  ],
  decline_money_move: [
    `(transfer|wire|move|send) @amount (to|from) (my )?(bank|savings|account|paypal|stripe)`,
    `(refund|give back|return) @amount to @client`,
    `(refund|reverse) @invoice`,
    `(charge|bill) @client (card|credit card) [@amount]`,
    `(pay|settle) (my )?(bill|rent|supplier|vendor|credit card|invoice from)`,
  ],
  decline_calendar: [
    `(book|schedule|set up|arrange|put) (a )?(meeting|call|zoom|appointment|consultation|session) (with|for) @client [@date] [at @time]`,
    `(add|put) (a )?(meeting|call|appointment|event) (to|in|on) my calendar [@date]`,
    `(what's|what is) on my calendar [@date]`,
    `(reschedule|cancel|move) (my )?(meeting|call|appointment) (with @client)? [to @date]`,
  ],
  decline_legal: [
    `(can i|should i|how do i) (sue|take to court|go after|file a claim against) @client`,
    `(write|draft|review) (a )?(contract|nda|legal letter|terms of service|demand letter) [for @client]`,
    `(is it legal|legal advice|what are my rights) (to|about|if) (charge|charging|late fees|@client)`,
    `(send|hand) @client to (collections|a collection agency|a lawyer)`,
  ],
  decline_delete_all: [
    `(delete|remove|erase|wipe|clear) (all|every|all of) (my )?(clients|invoices|data|tasks|posts|everything)`,
    `(delete|close|cancel) my account`,
    `(start over|reset everything|wipe it all)`,
  ],
  decline_client_work: [
    `(build|make|design|code|create|redo|redesign) (me )?(a|the|my|our) (website|site|logo|app|landing page|online store|shop|brand) [for @client]`,
    `(build|make|design|code) @client (a|an|their) (website|site|logo|app|store|menu)`,
    `(translate|rewrite|proofread|edit) (my|the|our|their) (site|website|copy|menu|brochure|page) [into (spanish|french|german)]`,
    `(write|do) (the|my|their) (copy|code|seo|website copy|brochure) [for @client]`,
    `(fix|debug|update) (their|the) (website|site|server|wordpress) for me`,
  ],
  decline_settings: [
    `(change|update|upload|replace) (my|the) (business )?(logo|profile photo|avatar|brand colors|business name)`,
    `(reset|change|forgot) my password`,
    `(cancel|upgrade|downgrade|change|pause) my (subscription|plan|account plan|billing)`,
    `(reconnect|connect|link|unlink|disconnect) (my )?(@platform|facebook|instagram|linkedin|twitter|social) [account] [for me]`,
    `(invite|add) (my )?(va|assistant|partner|team member|employee|accountant|bookkeeper) (to|into) (my )?(account|workspace|team)`,
    `(give|share) (my )?(va|assistant|partner|accountant) (access|a login|my login)`,
  ],
  decline_integration: [
    `(connect|sync|link|integrate) (with )?(my )?(quickbooks|xero|freshbooks|ga4|google analytics|hubspot|salesforce|zapier|notion|slack|gmail|google calendar)`,
    `(give|show) me (my )?(ga4|google analytics|website traffic|site traffic|traffic) (numbers|stats|data|report)`,
    `(scrape|crawl|harvest) (linkedin|google|instagram|the web|websites) for (leads|emails|contacts) [in seattle|nearby]`,
    `(find|get) me (email addresses|phone numbers|contacts) (of|for) (businesses|companies|people) [nearby]`,
    `(import|pull) (my )?(bank transactions|bank feed|expenses) [from (my bank|chase|quickbooks)]`,
  ],
  decline_undo: [
    `(undo|revert|roll back|reverse) (everything|all|what) [i did|i changed] [@date|yesterday|today|last week]`,
    `(undo|revert) (that|the last change|my last change|it)`,
    `(restore|bring back) (everything|my data) (from|as of) (@date|yesterday|last week)`,
  ],
  decline_other: [
    `(apply|sign up) for (a )?(business loan|loan|line of credit|grant|credit card|mortgage)`,
    `(order|buy|purchase) (more )?(business cards|supplies|a new laptop|stock|ink|paper)`,
    `(book|find) (me )?(a flight|a hotel|a table|a taxi|an uber)`,
    `(what's|what is) the weather [@date]`,
    `(write|send) (a )?(text|sms|whatsapp|dm) to @client`,
    `(order|get) (lunch|coffee|food|pizza)`,
    `(hire|find) (me )?(an? )?(employee|assistant|designer|developer|accountant)`,
  ],
};
