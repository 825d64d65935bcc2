// Each client's payment history as the adaptive cadence reads it: their last paid invoices (at most
// HISTORY_WINDOW), how many days after the due date each was paid (early counts as 0) and how many
// reminders reached the client for it (automatic or by hand). One aggregate per owner, by index.
import { type Db, prepared } from "../db";
import { HISTORY_WINDOW, type PaymentHistory } from "./adaptive";

const SQL = `
  select client_id as clientId, count(*) as paidInvoices, avg(late) as averageDaysLate,
         max(late) as maxDaysLate, avg(reminders) as averageReminders
  from (
    select i.client_id,
           max(0, cast(round(julianday(i.paid_date) - julianday(i.due_date)) as integer)) as late,
           (select count(*) from email_outbox o
              where o.related_type = 'invoice' and o.related_id = i.id and o.kind = 'reminder'
                and o.status in ('sent', 'stored')) as reminders,
           row_number() over (partition by i.client_id order by i.paid_date desc, i.id desc) as rn
    from invoices i
    where i.user_id = @userId and i.status = 'paid' and i.paid_date is not null
      and (@clientId is null or i.client_id = @clientId)
  )
  where rn <= ${HISTORY_WINDOW}
  group by client_id`;

type Row = PaymentHistory & { clientId: string };

const statement = (db: Db) =>
  prepared(db, "reminders.history", (d) => d.$client.prepare<{ userId: string; clientId: string | null }, Row>(SQL));

/** Every client's history for one owner (the reminder job), or one client's (the invoice's plan). */
export function paymentHistories(db: Db, userId: string, clientId: string | null = null): Map<string, PaymentHistory> {
  const map = new Map<string, PaymentHistory>();
  for (const { clientId: id, ...h } of statement(db).all({ userId, clientId })) map.set(id, h);
  return map;
}
