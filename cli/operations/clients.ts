import { query } from "../api/client";
import type { CliContext } from "../context";
import { day, quoteArg, shortId } from "../format";
import type { Result } from "../output";
import type { ClientView } from "../types";
import type { Change } from "./change";

export interface ClientListOptions {
  search?: string;
  status?: string;
  sort?: string;
  limit?: number;
  cursor?: string;
}

/** `microteam clients`: a page of the ledger (the API's paging: 50 by name unless asked otherwise). */
export async function listClients(ctx: CliContext, options: ClientListOptions = {}): Promise<Result> {
  const page = await (
    await ctx.api()
  ).page<ClientView>(
    `/api/clients${query({ q: options.search, status: options.status, sort: options.sort, limit: options.limit, cursor: options.cursor })}`,
  );
  const list = page.items;
  const same = [
    options.search && `--search ${quoteArg(options.search)}`,
    options.status && `--status ${options.status}`,
    options.sort && `--sort ${options.sort}`,
    options.limit && `--limit ${options.limit}`,
    page.nextCursor && `--cursor ${page.nextCursor}`,
  ];
  const more = page.nextCursor ? ` Next page: microteam clients ${same.filter(Boolean).join(" ")}` : "";
  return {
    kind: "table",
    columns: [
      { key: "name", label: "Name" },
      { key: "email", label: "Email" },
      { key: "company", label: "Company" },
      { key: "lastContact", label: "Last contact" },
      { key: "id", label: "Id" },
    ],
    rows: list.map((c) => ({
      name: c.name,
      email: c.email ?? "",
      company: c.company ?? "",
      lastContact: c.lastContactDate ? day(c.lastContactDate) : "never",
      id: shortId(c.id),
    })),
    empty:
      options.search || options.status
        ? "No clients match."
        : "No clients yet. Add one with `microteam client add NAME EMAIL`.",
    footer: page.total > list.length ? `Showing ${list.length} of ${page.total}.${more}` : undefined,
    data: list,
  };
}

export interface NewClient {
  name: string;
  email?: string;
  company?: string;
  phone?: string;
}

export async function addClient(ctx: CliContext, input: NewClient): Promise<Change> {
  const api = await ctx.api();
  return {
    question: `Add ${input.name}${input.email ? ` <${input.email}>` : ""}${input.company ? ` (${input.company})` : ""} to your clients?`,
    async run() {
      const created = await api.request<ClientView>("POST", "/api/clients", input);
      return { kind: "message", text: `Added ${created.name} (id ${shortId(created.id)}).`, data: created };
    },
  };
}
