// The facts the model reads (facts.ts), from SQLite through prepared statements on the connection:
// in full for a rebuild (one grouped read per kind), or for the rows a change log names (one
// primary-key lookup each, with the client's aggregates over its own invoices by index). Both give the
// same facts for the same row; engine.test.ts holds them to it.
import type Database from "better-sqlite3";
import type { Db } from "../db";
import { prepared } from "../db/prepared";
import { homeCentsSql } from "../currency/home";
import { possiblySentAtSql } from "../invoices/delivery";
import type {
  ClientFacts,
  InvoiceFacts,
  PostFacts,
  QuoteFacts,
  QuoteHistory,
  TaskFacts,
  UnbilledFacts,
  WorkflowFacts,
} from "./facts";
import { MAX_POST_MOVES } from "./post-moves";
import { HISTORY_KEPT } from "./value";

const OPEN = "('draft', 'pending', 'overdue')";
const IDS = "json_each(@ids) j";

// An open invoice is worth what is still owed on it: its total less the payments recorded (issue 14).
const INVOICE_COLUMNS = `i.id, i.invoice_number as invoiceNumber, i.client_id as clientId, i.amount_cents - i.paid_cents as amountCents,
  ${homeCentsSql("i.amount_cents - i.paid_cents", "i")} as homeCents, i.currency, i.status, i.due_date as dueDate, i.created_at as createdAt, i.sent_at as sentAt,
  ${possiblySentAtSql("i")} as possiblySentAt`;
// A reminder counts unless it failed (core/invoices/quiet-period.ts reads them the same way).
const REMINDER = "o.related_type = 'invoice' and o.kind = 'reminder' and o.status <> 'failed'";
// What a client does on their pay page counts as contact; the owner marking an invoice paid does not.
const FROM_CLIENT = "e.type <> 'marked_paid'";
const LATE_DAYS = "cast(julianday(paid_date) - julianday(due_date) as integer)";
// A task is the owner's move while open and their own: not the record of a derived move marked done,
// not a step of a workflow that is not active, not with a helper (core/delegation).
const OWN_MOVE = `(t.completed = 0 and t.source_key is null
  and (t.workflow_id is null or exists (select 1 from workflows w where w.id = t.workflow_id and w.status = 'active'))
  and not exists (select 1 from task_delegations g where g.task_id = t.id and g.completed_at is null))`;

// A client's unbilled time in the home currency, summed by its client: finished and on no invoice, the
// rule of core/time-entries/unbilled.ts (read here in SQL, as the invoices' statuses are, so the
// engine imports no module it ranks).
const UNBILLED_COLUMNS = `e.client_id as clientId, c.name as clientName, sum(e.amount_cents) as amountCents,
  sum(e.minutes) as minutes, count(*) as entries, min(e.work_date) as oldestDate`;
const UNBILLED = "e.billed_invoice_id is null and e.ended_at is not null";

const SQL = {
  // Open invoices that may make a move: sent ones due more than a week ahead make none until then,
  // unless the client says they paid (invoice-moves.ts checks a claim whatever the due date).
  invoices: `select ${INVOICE_COLUMNS} from invoices i
    where i.user_id = @owner and (i.status in ('draft', 'overdue') or (i.status = 'pending' and (i.sent_at is null or i.due_date <= @soon
      or exists (select 1 from invoice_events e where e.invoice_id = i.id and e.type = 'payment_claimed'))))`,
  reminders: `select o.related_id as id, count(*) as n, max(o.created_at) as last from email_outbox o
    where o.user_id = @owner and ${REMINDER} group by o.related_id`,
  claims: `select invoice_id as id, max(created_at) as last from invoice_events
    where user_id = @owner and type = 'payment_claimed' group by invoice_id`,
  invoicesById: `select ${INVOICE_COLUMNS},
      (select count(*) from email_outbox o where o.related_id = i.id and ${REMINDER}) as reminders,
      (select max(o.created_at) from email_outbox o where o.related_id = i.id and ${REMINDER}) as lastReminderAt,
      (select max(created_at) from invoice_events where invoice_id = i.id and type = 'payment_claimed') as paymentClaimedAt
    from ${IDS} cross join invoices i on i.id = j.value where i.user_id = @owner and i.status in ${OPEN}`,

  clients: `select id, name, email, status, created_at as createdAt, last_contact_date as lastEmailAt from clients where user_id = @owner`,
  clientInvoices: `select client_id as id, sum(status in ${OPEN}) as openInvoices, cast(avg(${homeCentsSql("amount_cents")}) as integer) as average,
      max(paid_date) as lastPaid, max(sent_at) as lastSent
    from invoices where user_id = @owner group by client_id`,
  paidLate: `select client_id as id, ${LATE_DAYS} as late from invoices
    where user_id = @owner and status = 'paid' and paid_date is not null order by client_id, paid_date desc, id`,
  messages: `select i.client_id as id, max(e.created_at) as last from invoice_events e join invoices i on i.id = e.invoice_id
    where e.user_id = @owner and ${FROM_CLIENT} group by i.client_id`,
  clientsById: `select c.id, c.name, c.email, c.status, c.created_at as createdAt, c.last_contact_date as lastEmailAt,
      (select count(*) from invoices where client_id = c.id and status in ${OPEN}) as openInvoices,
      (select cast(avg(${homeCentsSql("amount_cents")}) as integer) from invoices where client_id = c.id) as average,
      (select max(paid_date) from invoices where client_id = c.id) as lastPaid,
      (select max(sent_at) from invoices where client_id = c.id) as lastSent,
      (select max(e.created_at) from invoice_events e join invoices i on i.id = e.invoice_id where i.client_id = c.id and ${FROM_CLIENT}) as lastMessage,
      (select json_group_array(late) from (select ${LATE_DAYS} as late from invoices
         where client_id = c.id and status = 'paid' and paid_date is not null order by paid_date desc, id limit ${HISTORY_KEPT})) as paidLate
    from ${IDS} cross join clients c on c.id = j.value where c.user_id = @owner`,

  unbilled: `select ${UNBILLED_COLUMNS} from time_entries e join clients c on c.id = e.client_id
    where e.user_id = @owner and e.currency = @currency and ${UNBILLED} group by e.client_id`,
  unbilledById: `select ${UNBILLED_COLUMNS} from ${IDS} cross join time_entries e on e.client_id = j.value
    join clients c on c.id = e.client_id
    where e.user_id = @owner and e.currency = @currency and ${UNBILLED} group by e.client_id`,

  tasks: `select t.id, t.title, t.description, t.priority, t.category, t.estimated_time as estimatedTime, t.due_date as dueDate,
      t.business_impact as businessImpact, t.workflow_id as workflowId from tasks t where t.user_id = @owner and ${OWN_MOVE}`,
  tasksById: `select t.id, t.title, t.description, t.priority, t.category, t.estimated_time as estimatedTime, t.due_date as dueDate,
      t.business_impact as businessImpact, t.workflow_id as workflowId, t.source_key as sourceKey, ${OWN_MOVE} as isMove
    from ${IDS} cross join tasks t on t.id = j.value where t.user_id = @owner`,
  dismissed: `select id, source_key as sourceKey from tasks where user_id = @owner and source_key like @pattern`,

  workflows: `select w.id, w.title, w.category, w.progress, w.status,
      (select count(*) from tasks s where s.workflow_id = w.id and s.completed = 0) as openSteps
    from workflows w where w.user_id = @owner and w.status = 'active'`,
  // Posts that need the owner (post-moves.ts), newest first, at most MAX_POST_MOVES.
  // A draft after a payment names the paid invoice, its client and what they paid (post-moves.ts keeps
  // one per client, written in the last DRAFT_DAYS: @draftsSince is that day's start).
  postMoves: `select e.id, e.type, e.title, e.status, e.start_date as startDate, e.approval_status as approval,
      e.created_at as createdAt, case when e.related_type = 'invoice' then e.related_id end as invoiceId, i.invoice_number as invoiceNumber, i.client_id as clientId, c.name as clientName,
      i.amount_cents as paidCents, i.currency, i.paid_date as paidDate,
      (select group_concat(d.platform) from post_deliveries d where d.event_id = e.id and d.status in ('failed', 'manual')) as platforms,
      (select d.error from post_deliveries d where d.event_id = e.id and d.status = 'failed' order by d.rowid limit 1) as error,
      (select d.error_kind from post_deliveries d where d.event_id = e.id and d.status = 'failed' order by d.rowid limit 1) as errorKind
    from events e
    left join invoices i on e.related_type = 'invoice' and i.id = e.related_id
    left join clients c on c.id = i.client_id
    where e.user_id = @owner and e.type in ('content_post', 'email_draft') and (
      e.status in ('failed', 'ready')
      or (e.status = 'scheduled' and e.approval_status in ('pending', 'changes_requested') and e.start_date < @weekAhead)
      or (e.status = 'draft' and e.related_type = 'invoice' and e.created_at >= @draftsSince))
    order by e.created_at desc, e.id limit ${MAX_POST_MOVES}`,
  // Sent quotes still unanswered and not expired, with when the client was last emailed each (a re-send
  // queues another `quote` email; a failed one reached nobody).
  quotes: `select q.id, q.quote_number as quoteNumber, q.client_id as clientId, c.name as clientName, c.email as clientEmail,
      q.amount_cents as amountCents, q.currency, q.sent_at as sentAt, q.valid_until as validUntil,
      coalesce((select max(o.created_at) from email_outbox o
        where o.related_type = 'quote' and o.related_id = q.id and o.kind = 'quote' and o.status <> 'failed'), q.sent_at) as lastSentAt
    from quotes q join clients c on c.id = q.client_id
    where q.user_id = @owner and q.status = 'sent' and q.sent_at is not null and (q.valid_until is null or q.valid_until >= @today)`,
  // The owner's answered quotes: accepted, and accepted + declined + sent ones that expired unanswered.
  quoteHistory: `select coalesce(sum(status = 'accepted'), 0) as accepted,
      coalesce(sum(status in ('accepted', 'declined') or (status = 'sent' and valid_until < @today)), 0) as decided
    from quotes where user_id = @owner`,
  posts: `select count(*) from events
    where user_id = @owner and type = 'content_post' and status = 'scheduled' and start_date >= @from and start_date < @to`,
};

function statement(db: Db, key: keyof typeof SQL): Database.Statement {
  return prepared(db, `focus:facts:${key}`, (d) => d.$client.prepare(SQL[key]));
}

type ClientRow = Omit<
  ClientFacts,
  "lastPaymentDate" | "lastInvoiceSentAt" | "lastMessageAt" | "averageInvoiceCents" | "paidDaysLate"
> & {
  average: number | null;
  lastPaid: string | null;
  lastSent: number | null;
  lastMessage?: number | null;
  paidLate?: string;
};

const toClient = (r: ClientRow, extra?: Partial<ClientFacts>): ClientFacts => ({
  id: r.id,
  name: r.name,
  email: r.email,
  status: r.status,
  createdAt: r.createdAt,
  lastEmailAt: r.lastEmailAt,
  openInvoices: r.openInvoices ?? 0,
  averageInvoiceCents: r.average ?? null,
  lastPaymentDate: r.lastPaid ?? null,
  lastInvoiceSentAt: r.lastSent ?? null,
  lastMessageAt: r.lastMessage ?? null,
  paidDaysLate: r.paidLate ? (JSON.parse(r.paidLate) as number[]) : [],
  ...extra,
});

/** Every open invoice that may make a move, with its reminders and claims. */
export function readAllInvoices(db: Db, owner: string, soon: string): InvoiceFacts[] {
  const reminders = new Map(
    (statement(db, "reminders").all({ owner }) as { id: string; n: number; last: number }[]).map((r) => [r.id, r]),
  );
  const claims = new Map(
    (statement(db, "claims").all({ owner }) as { id: string; last: number }[]).map((r) => [r.id, r.last]),
  );
  // Completed in place: at 10,000 invoices a second object per row is garbage the rebuild pays for.
  const rows = statement(db, "invoices").all({ owner, soon }) as InvoiceFacts[];
  for (const i of rows) {
    const r = reminders.get(i.id);
    i.reminders = r?.n ?? 0;
    i.lastReminderAt = r?.last ?? null;
    i.paymentClaimedAt = claims.get(i.id) ?? null;
  }
  return rows;
}

/** These invoices as they are now, those still open (a deleted, paid or foreign one is left out). */
export function readInvoices(db: Db, owner: string, ids: string[]): InvoiceFacts[] {
  return statement(db, "invoicesById").all({ owner, ids: JSON.stringify(ids) }) as InvoiceFacts[];
}

/** Every client, with what their invoices say about them. */
export function readAllClients(db: Db, owner: string): ClientFacts[] {
  const agg = new Map(
    (
      statement(db, "clientInvoices").all({ owner }) as {
        id: string;
        openInvoices: number;
        average: number | null;
        lastPaid: string | null;
        lastSent: number | null;
      }[]
    ).map((r) => [r.id, r]),
  );
  const messages = new Map(
    (statement(db, "messages").all({ owner }) as { id: string; last: number }[]).map((r) => [r.id, r.last]),
  );
  const history = new Map<string, number[]>();
  for (const r of statement(db, "paidLate").all({ owner }) as { id: string; late: number }[]) {
    const list = history.get(r.id);
    if (!list) history.set(r.id, [r.late]);
    else if (list.length < HISTORY_KEPT) list.push(r.late);
  }
  return (statement(db, "clients").all({ owner }) as ClientRow[]).map((c) => {
    const a = agg.get(c.id);
    return toClient(
      {
        ...c,
        openInvoices: a?.openInvoices ?? 0,
        average: a?.average ?? null,
        lastPaid: a?.lastPaid ?? null,
        lastSent: a?.lastSent ?? null,
      },
      { lastMessageAt: messages.get(c.id) ?? null, paidDaysLate: history.get(c.id) ?? [] },
    );
  });
}

/** These clients as they are now (a deleted or foreign one is left out). */
export function readClients(db: Db, owner: string, ids: string[]): ClientFacts[] {
  return (statement(db, "clientsById").all({ owner, ids: JSON.stringify(ids) }) as ClientRow[]).map((r) => toClient(r));
}

/** Clients' unbilled time in the home currency: every client's, or these clients' as it is now. */
export function readUnbilled(db: Db, owner: string, currency: string, ids?: string[]): UnbilledFacts[] {
  if (!ids) return statement(db, "unbilled").all({ owner, currency }) as UnbilledFacts[];
  return statement(db, "unbilledById").all({ owner, currency, ids: JSON.stringify(ids) }) as UnbilledFacts[];
}

/** Every open task of the owner's own (not the records of derived moves marked done). */
export function readAllTasks(db: Db, owner: string): TaskFacts[] {
  return statement(db, "tasks").all({ owner }) as TaskFacts[];
}

/** A task as it is now: `isMove` when it is the owner's open move. */
export type TaskRow = TaskFacts & { sourceKey: string | null; isMove: number };

/** These tasks as they are now (a deleted or foreign one is left out). */
export function readTasks(db: Db, owner: string, ids: string[]): TaskRow[] {
  return statement(db, "tasksById").all({ owner, ids: JSON.stringify(ids) }) as TaskRow[];
}

/** The records of derived moves marked done on `today`: task id → the move's id. */
export function readDismissed(db: Db, owner: string, today: string): Map<string, string> {
  const rows = statement(db, "dismissed").all({ owner, pattern: `%@${today}` }) as { id: string; sourceKey: string }[];
  return new Map(rows.map((r) => [r.id, r.sourceKey.slice(0, r.sourceKey.lastIndexOf("@"))]));
}

export function readWorkflows(db: Db, owner: string): WorkflowFacts[] {
  return statement(db, "workflows").all({ owner }) as WorkflowFacts[];
}

export function readPostsBetween(db: Db, owner: string, from: number, to: number): number {
  return statement(db, "posts").pluck().get({ owner, from, to }) as number;
}

/**
 * The posts that need the owner now (approvals only for those going out within the week, drafts after
 * a payment only those written since `draftsSince`).
 */
export function readPostMoves(db: Db, owner: string, weekAhead: number, draftsSince: number): PostFacts[] {
  return statement(db, "postMoves").all({ owner, weekAhead, draftsSince }) as PostFacts[];
}

/** The owner's sent quotes still waiting for an answer, and how their answered quotes went. */
export function readQuotes(db: Db, owner: string, today: string): { quotes: QuoteFacts[]; history: QuoteHistory } {
  return {
    quotes: statement(db, "quotes").all({ owner, today }) as QuoteFacts[],
    history: statement(db, "quoteHistory").get({ owner, today }) as QuoteHistory,
  };
}
