// Text for the moves the engine shows: the rows behind a page's ids, turned into money moves by the
// same builders deriveMoves uses (moves.ts), so a move reads the same whichever way it was ranked.
import type { OwnerContext } from "../context";
import { prepared } from "../db/prepared";
import { clientMove, daysIdle, invoiceMove, taskMove, workflowMove } from "./moves";
import { dollars } from "./score";
import type { PartName } from "./parts";
import type { SnapshotClient, SnapshotInvoice, SnapshotTask, SnapshotWorkflow } from "./snapshot";
import type { Alert, PrioritizedTask } from "./types";

// Driven from the ids (json_each; CROSS JOIN fixes that order), so each row is one primary-key lookup,
// then checked for the owner.
const IDS = "json_each(@ids) j";
const SQL: Record<PartName, string> = {
  invoices: `select i.id, i.invoice_number as invoiceNumber, i.client_id as clientId, c.name as clientName,
      c.email as clientEmail, i.amount_cents as amountCents, i.currency, i.status, i.due_date as dueDate,
      i.created_at as createdAt
    from ${IDS} cross join invoices i on i.id = j.value join clients c on c.id = i.client_id where i.user_id = @owner`,
  tasks: `select t.id, t.title, t.description, t.priority, t.category, t.estimated_time as estimatedTime, t.due_date as dueDate,
      t.business_impact as businessImpact, t.completed
    from ${IDS} cross join tasks t on t.id = j.value where t.user_id = @owner`,
  clients: `select c.id, c.name, c.email, c.status, coalesce(c.last_contact_date, c.created_at) as lastTouch,
      c.created_at as createdAt, (select cast(avg(amount_cents) as integer) from invoices where client_id = c.id) as averageInvoiceCents,
      0 as hasOpenInvoice
    from ${IDS} cross join clients c on c.id = j.value where c.user_id = @owner`,
  workflows: `select w.id, w.title, w.category, w.progress, w.status from ${IDS} cross join workflows w on w.id = j.value
    where w.user_id = @owner`,
};

const PREFIX: Record<PartName, string> = {
  invoices: "invoice:",
  tasks: "",
  clients: "client:",
  workflows: "workflow:",
};

function rowsOf(ctx: OwnerContext, kind: PartName, rows: { id: string; kind: PartName }[]) {
  const ids = rows.filter((r) => r.kind === kind).map((r) => r.id.slice(PREFIX[kind].length));
  if (ids.length === 0) return [];
  return prepared(ctx.db, `focus:details:${kind}`, (d) => d.$client.prepare(SQL[kind])).all({
    owner: ctx.userId,
    ids: JSON.stringify(ids),
  });
}

/** The moves for these ranked rows, by id (a row whose source vanished since is left out). */
export function movesFor(
  ctx: OwnerContext,
  rows: { id: string; kind: PartName }[],
  at: { today: string; now: number },
): Map<string, PrioritizedTask> {
  const out = new Map<string, PrioritizedTask>();
  for (const kind of Object.keys(SQL) as PartName[]) {
    for (const row of rowsOf(ctx, kind, rows)) {
      const move =
        kind === "invoices"
          ? invoiceMove(row as SnapshotInvoice, at.today)
          : kind === "tasks"
            ? taskMove({ ...(row as SnapshotTask), completed: false }, at.today)
            : kind === "clients"
              ? clientMove({ ...(row as SnapshotClient), hasOpenInvoice: false }, at.now)
              : workflowMove(row as SnapshotWorkflow);
      if (move) out.set(move.id, move);
    }
  }
  return out;
}

/** The dashboard's alerts for these ranked rows (late invoices, quiet clients), in the rows' order. */
export function alertsFor(
  ctx: OwnerContext,
  rows: { id: string; kind: PartName }[],
  at: { today: string; now: number },
): Alert[] {
  const byId = new Map<string, Alert>();
  for (const inv of rowsOf(ctx, "invoices", rows) as SnapshotInvoice[]) {
    const days = Math.round((Date.parse(at.today) - Date.parse(inv.dueDate)) / 86_400_000);
    byId.set(`invoice:${inv.id}`, {
      id: `invoice:${inv.id}`,
      type: "overdue_invoice",
      title:
        days > 0
          ? `Invoice ${inv.invoiceNumber} is ${days} day${days === 1 ? "" : "s"} overdue`
          : `Invoice ${inv.invoiceNumber} is marked overdue`,
      description: `${dollars(inv.amountCents, inv.currency)} from ${inv.clientName}`,
      invoiceId: inv.id,
      amount: inv.amountCents / 100,
    });
  }
  for (const c of rowsOf(ctx, "clients", rows) as SnapshotClient[]) {
    byId.set(`client:${c.id}`, {
      id: `client:${c.id}`,
      type: "idle_client",
      title: `${c.name} has gone quiet`,
      description: `No contact for ${daysIdle(c, at.now)} days`,
      clientId: c.id,
    });
  }
  return rows.map((r) => byId.get(r.id)).filter((a): a is Alert => !!a);
}
