// Money coming in on an invoice: a payment (part or whole), an invoice paid, a payment plan.

import { DESC, PLEASE } from "./pools";

export const PAYMENTS: Record<string, string[]> = {
  record_payment: [
    `@client (venmoed|zelled|paypaled|e-transferred|etransferred|wired|sent|transferred|cashapped) me @amount [for ${DESC}] [@date]`,
    `(got|received) @amount (from|by) @client (via|by|on|through) (venmo|zelle|paypal|cash app|bank transfer|check|cheque|e-transfer) [@date]`,
    `${PLEASE} (record|log|add|enter) (a payment|a part payment|a partial payment|payment) of @amount (on|for|against|to) (@invoice|@client)`,
    `@client (paid|sent|transferred|wired) (me )?@amount [(on|for|toward|towards|against) @invoice] [@date]`,
    `(got|received|got in) @amount (from|of) @client [(for|on|toward) @invoice] [@date]`,
    `@client (paid|sent) (half|part|some) (of @invoice|of it|of the invoice)`,
    `@amount (came in|arrived|landed|received) (from @client|on @invoice) [@date]`,
    `(part|partial) payment (of|for) @amount (on|from) (@invoice|@client)`,
    `@client paid (the rest|the remaining balance|the balance) [of @invoice]`,
    `(log|record) @amount (from|paid by) @client [@date]`,
    `@amount (of|toward|towards|on) @invoice (paid|came in|received) [@date]`,
  ],
  mark_invoice_paid: [
    `${PLEASE} mark @invoice [as] paid [@date]`,
    `@invoice (is|was|got|has been) paid [@date] [in full]`,
    `@client (paid|settled|cleared) [up] [@invoice] [in full] [@date]`,
    `(got|received) (paid|payment|the money|the check|the transfer) (from @client|for @invoice) [@date]`,
    `@client [just|has|have] (paid|paid up|settled up|settled their invoice|paid their invoice|paid the bill) [us|me]`,
    `(mark|set) the @client invoice (as )?paid [@date]`,
    `@invoice (paid|settled|cleared) [@date]`,
    `@client [finally|has|has finally|has now] paid [me|us] [@invoice] [@date]`,
    `money from @client (came in|arrived|landed) [@date]`,
  ],
  create_payment_plan: [
    `${PLEASE} (split|break up|divide) @invoice into (@count|two|three|four) [monthly|weekly] (payments|instalments|installments|parts)`,
    `(set up|create|add|make) a payment plan (for|on) (@invoice|@client) [of @count (payments|instalments)] [(every|each) (month|week)]`,
    `(let|allow) @client pay @invoice in (@count|two|three|installments|instalments) [monthly|weekly]`,
    `@client (wants|asked) to pay (@invoice|the invoice|it) in (@count|two|three|instalments|installments)`,
    `(split|spread) (@invoice|the @client invoice) (over|across) (@count|two|three) months`,
    `payment plan @invoice @amount @date and @amount @date`,
  ],
};
