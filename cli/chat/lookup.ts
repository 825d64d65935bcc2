// The chat's lookups: a client, invoice, task or workflow as the owner named it. The server's search
// answers first (one query); only when it finds nothing are the names read a page at a time (up to
// 1,000) for a fuzzy "did you mean". Every record comes from the API.

import { query, type ApiClient } from "../api/client";
import { shortId } from "../format";
import type { ClientView, InvoiceView, WorkflowView } from "../types";
import { matchName, matchTitle, normalise, type NameMatch } from "./match";

const MAX_SCANNED = 1000;

/** Every item of a paged list, up to MAX_SCANNED. */
export async function readAll<T>(api: ApiClient, path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const page = await api.page<T>(`${path}${sep}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && items.length < MAX_SCANNED);
  return items;
}

const clientNames = (c: ClientView) => [c.name, c.company];

/** The client a typed name means: exact, a whole-word start, or a near spelling. */
export async function lookupClient(api: ApiClient, typed: string): Promise<NameMatch<ClientView>> {
  const words = normalise(typed).split(" ");
  // The server's search with the first word ("stark" finds both Starks; "starck" finds none).
  const searched = (await api.page<ClientView>(`/api/clients${query({ q: words[0].slice(0, 100), limit: 200 })}`))
    .items;
  const near = matchName(searched, typed, clientNames);
  if (near.kind !== "none") return near;
  return matchName(await readAll<ClientView>(api, "/api/clients"), typed, clientNames);
}

/** "INV-1003", "1003", "#1003", "inv1003", a short id or an id. */
export async function lookupInvoice(api: ApiClient, ref: string): Promise<InvoiceView | null> {
  const r = ref.trim().toLowerCase().replace(/^#/, "");
  const digits = /^(?:inv-?)?(\d+)$/.exec(r)?.[1];
  const found = (await api.page<InvoiceView>(`/api/invoices${query({ q: (digits ?? r).slice(0, 100), limit: 200 })}`))
    .items;
  const exact = found.filter(
    (i) =>
      i.invoiceNumber.toLowerCase() === r ||
      i.id === r ||
      shortId(i.id) === r ||
      (digits !== undefined && i.invoiceNumber.replace(/^\D+/, "") === digits),
  );
  return exact.length === 1 ? exact[0] : null;
}

/** A client's invoices with a status ("unpaid", "overdue", "draft", "paid"), oldest due first. */
export async function invoicesOf(api: ApiClient, clientId: string, status?: string): Promise<InvoiceView[]> {
  return (await api.page<InvoiceView>(`/api/invoices${query({ clientId, status, sort: "dueDate", limit: 200 })}`))
    .items;
}

export interface TaskRow {
  id: string;
  title: string;
  completed: boolean;
  dueDate: string | null;
}

/** A task by a phrase of its title; open tasks only unless `withDone`. */
export async function lookupTask(api: ApiClient, phrase: string, withDone = false): Promise<NameMatch<TaskRow>> {
  const tasks = await readAll<TaskRow>(api, `/api/tasks${withDone ? "" : "?completed=false"}`);
  const found = matchTitle(tasks, phrase, (t) => t.title);
  // "I finished the Q4 proposal for Initech and sent it over": the part before "and" may be enough.
  if (found.kind === "none" && / and /i.test(phrase))
    return matchTitle(tasks, phrase.split(/ and /i)[0], (t) => t.title);
  return found;
}

export async function lookupWorkflow(api: ApiClient, phrase: string): Promise<NameMatch<WorkflowView>> {
  return matchTitle(await readAll<WorkflowView>(api, "/api/workflows"), phrase, (w) => w.title);
}

/** "Stark Studio or Stark Industries" */
export function either(names: string[]): string {
  return names.length <= 2 ? names.join(" or ") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
