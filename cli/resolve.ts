import { query, type ApiClient } from "./api/client";
import { CliError, usageError } from "./errors";
import { shortId } from "./format";
import type { ClientView, InvoiceView, PrioritizedTasksView, PrioritizedTask } from "./types";

const norm = (s: string) => s.trim().toLowerCase().replace(/^#/, "");

function pickOne<T>(
  matches: T[],
  ref: string,
  what: string,
  label: (t: T) => string,
  listCommand: string,
  hint: string,
): T {
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) throw new CliError(`No ${what} matches "${ref}".`, 1, `See \`${listCommand}\`.`);
  throw usageError(
    `"${ref}" matches ${matches.length} ${what}s: ${matches.slice(0, 5).map(label).join(", ")}${matches.length > 5 ? ", ..." : ""}.`,
    hint,
  );
}

/** The invoices the server's search finds for `ref` (number, client, description or id), at most 200. */
export async function searchInvoices(api: ApiClient, ref: string): Promise<InvoiceView[]> {
  return (await api.page<InvoiceView>(`/api/invoices${query({ q: norm(ref).slice(0, 100), limit: 200 })}`)).items;
}

/** An invoice by its number (INV-1731), its short id (last 8 characters, as the web shows it) or its id. */
export async function findInvoice(api: ApiClient, ref: string): Promise<InvoiceView> {
  const found = await searchInvoices(api, ref);
  return pickOne(
    matchInvoices(found, ref),
    ref,
    "invoice",
    (i) => `${i.invoiceNumber} (${shortId(i.id)})`,
    "microteam invoices",
    "Use the invoice's number or the short id in brackets.",
  );
}

export function matchInvoices(all: InvoiceView[], ref: string): InvoiceView[] {
  const r = norm(ref);
  // "1042" or "inv1042" for INV-1042: the number as people say it (the chat reads it so too).
  const digits = /^(?:inv-?)?(\d+)$/.exec(r)?.[1];
  const exact = all.filter(
    (i) =>
      i.invoiceNumber.toLowerCase() === r ||
      i.id === r ||
      shortId(i.id) === r ||
      (digits !== undefined && i.invoiceNumber.replace(/^\D+/, "") === digits),
  );
  return exact.length ? exact : r.length >= 4 ? all.filter((i) => i.id.endsWith(r)) : [];
}

/** The clients the server's search finds for `ref` (name, email, company or id), at most 200. */
export async function searchClients(api: ApiClient, ref: string): Promise<ClientView[]> {
  return (await api.page<ClientView>(`/api/clients${query({ q: norm(ref).slice(0, 100), limit: 200 })}`)).items;
}

/** A client by name, email, short id or id; a unique start of the name works too ("acme"). */
export async function findClient(api: ApiClient, ref: string): Promise<ClientView> {
  const found = await searchClients(api, ref);
  return pickOne(
    matchClients(found, ref),
    ref,
    "client",
    (c) => `${c.name} (${shortId(c.id)})`,
    "microteam clients",
    "Use the whole name, the email or the short id in brackets.",
  );
}

export function matchClients(all: ClientView[], ref: string): ClientView[] {
  const r = norm(ref);
  const exact = all.filter((c) => c.name.toLowerCase() === r || c.email === r || c.id === r || shortId(c.id) === r);
  if (exact.length) return exact;
  const starts = all.filter((c) => c.name.toLowerCase().startsWith(r) || (c.company ?? "").toLowerCase() === r);
  return starts.length ? starts : all.filter((c) => c.name.toLowerCase().includes(r));
}

/** A task or suggested move by id or short id (last 8 characters). */
export async function findMove(api: ApiClient, ref: string): Promise<PrioritizedTask> {
  // The server's search matches ids too, so a short id finds its move wherever it ranks.
  const view = await api.request<PrioritizedTasksView>(
    "GET",
    `/api/tasks/prioritized${query({ q: norm(ref).slice(0, 100), limit: 200 })}`,
  );
  const r = norm(ref);
  const matches = view.prioritizedTasks.filter((m) => m.id === r || shortId(m.id) === r);
  return pickOne(
    matches,
    ref,
    "open task",
    (m) => `${m.title} (${shortId(m.id)})`,
    "microteam tasks",
    "Use the short id in brackets.",
  );
}
