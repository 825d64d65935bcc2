import { clientUpdateBody } from "@core/clients/fields";
import { printCursor, readCursorOption, showingLine } from "../page-position";
import { query } from "../api/client";
import type { CliContext } from "../context";
import { CliError, EXIT, usageError } from "../errors";
import { dayIn, quoteArg, shortId } from "../format";
import type { Result } from "../output";
import type { ClientView, PublicUser } from "../types";
import { findClient } from "../resolve";
import type { Change } from "./change";
import { withSecondLook } from "./second-look";

export interface ClientListOptions {
  search?: string;
  status?: string;
  sort?: string;
  limit?: number;
  cursor?: string;
}

/** `microteam clients`: a page of the ledger (the API's paging: 50 by name unless asked otherwise). */
export async function listClients(ctx: CliContext, options: ClientListOptions = {}): Promise<Result> {
  const api = await ctx.api();
  const at = readCursorOption(options.cursor);
  const [page, user] = await Promise.all([
    api.page<ClientView>(
      `/api/clients${query({ q: options.search, status: options.status, sort: options.sort, limit: options.limit, cursor: at.cursor })}`,
    ),
    api.request<PublicUser>("GET", "/api/auth/user"),
  ]);
  const list = page.items;
  const same = [
    options.search && `--search ${quoteArg(options.search)}`,
    options.status && `--status ${options.status}`,
    options.sort && `--sort ${options.sort}`,
    options.limit && `--limit ${options.limit}`,
    page.nextCursor && `--cursor ${printCursor(at, list.length, page.nextCursor)}`,
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
      // The last contact is an instant: shown as the owner's day, not UTC's.
      lastContact: c.lastContactDate ? dayIn(c.lastContactDate, user.timeZone) : "never",
      id: shortId(c.id),
    })),
    empty:
      options.search || options.status
        ? "No clients match."
        : "No clients yet. Add one with `microteam client add NAME EMAIL`.",
    footer: page.total > list.length ? `${showingLine(at, list.length, page.total)}${more}` : undefined,
    data: list,
  };
}

export interface NewClient {
  name: string;
  email?: string;
  company?: string;
  phone?: string;
  businessNiche?: string;
  taxId?: string;
}

/** `microteam client add`: a client with the same name or email is a second question (the server's). */
export async function addClient(ctx: CliContext, input: NewClient): Promise<Change> {
  const api = await ctx.api();
  return {
    question: `Add ${input.name}${input.email ? ` <${input.email}>` : ""}${input.company ? ` (${input.company})` : ""} to your clients?`,
    async run() {
      const created = await withSecondLook(ctx, (confirm) =>
        api.request<ClientView>("POST", "/api/clients", { ...input, confirm }),
      );
      if (!created) throw new CliError("Cancelled. Nothing was changed.", EXIT.failure);
      return { kind: "message", text: `Added ${created.name} (id ${shortId(created.id)}).`, data: created };
    },
  };
}

export interface ClientChanges {
  name?: string;
  /** "" removes it. */
  email?: string;
  phone?: string;
  company?: string;
}

/** `microteam client edit CLIENT --email ...`: changes only what is given; the rest stays as it is. */
export async function editClient(ctx: CliContext, ref: string, changes: ClientChanges): Promise<Change> {
  const given = Object.entries(changes).filter(([, v]) => v !== undefined) as [keyof ClientChanges, string][];
  if (given.length === 0) {
    throw usageError("Nothing to change.", "Pass --name, --email, --phone or --company.");
  }
  const api = await ctx.api();
  const client = await findClient(api, ref);
  const label: Record<keyof ClientChanges, string> = {
    name: "name",
    email: "email",
    phone: "phone",
    company: "company",
  };
  const described = given
    .map(([key, value]) => {
      const before = client[key];
      const after = value.trim();
      if (!after) return `remove the ${label[key]}${before ? ` (${before})` : ""}`;
      return before ? `${label[key]} ${before} → ${after}` : `${label[key]} ${after}`;
    })
    .join(", ");
  return {
    question: `Change ${client.name}: ${described}?`,
    async run() {
      const updated = await api.request<ClientView>(
        "PUT",
        `/api/clients/${client.id}`,
        clientUpdateBody(client, Object.fromEntries(given.map(([k, v]) => [k, v.trim() || null]))),
      );
      return { kind: "message", text: `Updated ${updated.name} (id ${shortId(updated.id)}).`, data: updated };
    },
  };
}
