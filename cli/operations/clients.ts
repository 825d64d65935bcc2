import type { CliContext } from "../context";
import { day, shortId } from "../format";
import type { Result } from "../output";
import type { ClientView } from "../types";
import type { Change } from "./change";

export async function listClients(ctx: CliContext): Promise<Result> {
  const list = await (await ctx.api()).request<ClientView[]>("GET", "/api/clients");
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
    empty: "No clients yet. Add one with `microteam client add NAME EMAIL`.",
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
