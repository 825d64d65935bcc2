// The lookups the model may run inside its turn (find_clients, find_invoices, find_quotes, find_tasks,
// find_recurring, find_helpers, billing_settings), so it can name real records in a tool call or a
// question back. They read and change nothing; the tools that change things are in tools.ts.

import { z } from "zod";
import type { ToolSpec } from "@core/ai";
import { query } from "../api/client";
import type { CliContext } from "../context";
import type { QuoteView } from "@core/quotes";
import type { RecurringSeriesView } from "@core/recurring";
import type { ClientView, InvoiceView, PublicUser } from "../types";
import { lookupClient, lookupTask, readAll, type TaskRow } from "./lookup";
import { matchName } from "./match";

/** Every record of a paged list the model asks a lookup for, trimmed to what it needs. */
const LOOKUP_LIMIT = 20;

/**
 * Lookups the model may run inside its turn, so it can name real records: clients, invoices, quotes,
 * tasks, recurring series, helpers, and the billing settings. Each answers with the few fields a model
 * needs to name the record in a tool call or a question back.
 */
export function lookupTools(ctx: CliContext): ToolSpec[] {
  /** The clients a typed name means (a near spelling too); none when it names none. */
  const clientsNamed = async (typed: string): Promise<ClientView[]> => {
    const found = await lookupClient(await ctx.api(), typed);
    return found.kind === "several" ? found.items : found.kind === "none" ? [] : [found.item];
  };
  return [
    {
      name: "find_clients",
      description: "Find clients by (part of) a name, with their email, phone, and open and draft invoices.",
      schema: z.object({ name: z.string().min(1) }),
      execute: async (input) => {
        const api = await ctx.api();
        const clients = await clientsNamed((input as { name: string }).name);
        return Promise.all(
          clients.map(async (c) => ({
            name: c.name,
            email: c.email,
            phone: c.phone,
            // Unpaid and drafts (not sent yet): what "stark paid" or "send stark's invoice" may mean.
            openInvoices: (
              await Promise.all(
                ["unpaid", "draft"].map(
                  async (status) =>
                    (await api.page<InvoiceView>(`/api/invoices${query({ clientId: c.id, status, limit: 20 })}`)).items,
                ),
              )
            )
              .flat()
              .map((i) => ({ number: i.invoiceNumber, amount: i.amount, status: i.status, dueDate: i.dueDate })),
          })),
        );
      },
    },
    {
      name: "find_invoices",
      description: "Find invoices by number, client name or description; optionally by status.",
      schema: z.object({
        search: z.string().optional(),
        status: z.enum(["unpaid", "overdue", "pending", "paid", "draft"]).optional(),
      }),
      execute: async (input) => {
        const { search, status } = input as { search?: string; status?: string };
        const page = await (
          await ctx.api()
        ).page<InvoiceView>(`/api/invoices${query({ q: search, status, limit: LOOKUP_LIMIT })}`);
        return page.items.map((i) => ({
          number: i.invoiceNumber,
          client: i.clientName,
          amount: i.amount,
          status: i.status,
          dueDate: i.dueDate,
          paidDate: i.paidDate,
        }));
      },
    },
    {
      name: "find_quotes",
      description:
        "Find quotes (estimates) by number, client name or description; optionally by status (draft, sent, accepted, declined).",
      schema: z.object({
        search: z.string().optional(),
        status: z.enum(["draft", "sent", "accepted", "declined"]).optional(),
      }),
      execute: async (input) => {
        const { search, status } = input as { search?: string; status?: string };
        const api = await ctx.api();
        const items = (await api.page<QuoteView>(`/api/quotes${query({ q: search, status, limit: LOOKUP_LIMIT })}`))
          .items;
        // A client's name as the owner spelt it ("kesler"): that client's quotes.
        if (!items.length && search)
          for (const c of await clientsNamed(search))
            items.push(
              ...(await api.page<QuoteView>(`/api/quotes${query({ clientId: c.id, status, limit: LOOKUP_LIMIT })}`))
                .items,
            );
        return items.map((q) => ({
          number: q.quoteNumber,
          client: q.clientName,
          amount: q.amount,
          description: q.description,
          status: q.expired ? `${q.status}, expired` : q.status,
          sentAt: q.sentAt?.slice(0, 10) ?? null,
          validUntil: q.validUntil,
          invoice: q.invoice?.invoiceNumber ?? q.depositInvoice?.invoiceNumber ?? null,
        }));
      },
    },
    {
      name: "find_tasks",
      description: "Find open tasks and workflow steps by (a phrase of) their title; without one, the open tasks.",
      schema: z.object({ search: z.string().optional() }),
      execute: async (input) => {
        const { search } = input as { search?: string };
        const api = await ctx.api();
        let tasks: TaskRow[];
        if (search) {
          const found = await lookupTask(api, search);
          tasks = found.kind === "several" ? found.items : found.kind === "none" ? [] : [found.item];
        } else tasks = await readAll<TaskRow>(api, "/api/tasks?completed=false");
        return tasks.slice(0, LOOKUP_LIMIT).map((t) => ({ title: t.title, dueDate: t.dueDate }));
      },
    },
    {
      name: "find_recurring",
      description: "Find recurring invoice series by client name; without one, every series.",
      schema: z.object({ search: z.string().optional() }),
      execute: async (input) => {
        const { search } = input as { search?: string };
        const api = await ctx.api();
        const clients = search ? await clientsNamed(search) : [];
        const series = search
          ? (
              await Promise.all(
                clients.map(
                  async (c) =>
                    (
                      await api.page<RecurringSeriesView>(
                        `/api/recurring-invoices${query({ clientId: c.id, limit: LOOKUP_LIMIT })}`,
                      )
                    ).items,
                ),
              )
            ).flat()
          : (await api.page<RecurringSeriesView>(`/api/recurring-invoices${query({ limit: LOOKUP_LIMIT })}`)).items;
        return series.map((s) => ({
          client: s.clientName,
          description: s.description,
          amount: s.amount,
          rule: s.rule,
          status: s.status,
          nextDate: s.nextDate,
        }));
      },
    },
    {
      name: "find_helpers",
      description: "The helpers the owner has handed tasks to before (name and email); optionally by name.",
      schema: z.object({ name: z.string().optional() }),
      execute: async (input) => {
        const { name } = input as { name?: string };
        const rows = await readAll<{ helperName: string; helperEmail: string }>(await ctx.api(), "/api/delegations");
        const helpers = new Map<string, { name: string; email: string }>();
        for (const d of rows)
          if (!helpers.has(d.helperEmail.toLowerCase()))
            helpers.set(d.helperEmail.toLowerCase(), { name: d.helperName, email: d.helperEmail });
        const all = [...helpers.values()];
        if (!name) return all;
        // Every helper whose name or email holds what the owner typed ("sam": Sam and Samir), else a near spelling.
        const typed = name.trim().toLowerCase();
        const holding = all.filter((h) => `${h.name} ${h.email}`.toLowerCase().includes(typed));
        if (holding.length) return holding;
        const found = matchName(all, name, (h) => [h.name, h.email]);
        return found.kind === "several" ? found.items : found.kind === "none" ? [] : [found.item];
      },
    },
    {
      name: "billing_settings",
      description: "The owner's billing settings: default hourly rate, payment terms (days), currency, time zone.",
      schema: z.object({}),
      execute: async () => {
        const user = await (await ctx.api()).request<PublicUser>("GET", "/api/auth/user");
        return {
          hourlyRate: user.defaultHourlyRate,
          paymentTermsDays: Number(user.paymentTerms),
          currency: user.defaultCurrency,
          timeZone: user.timeZone,
        };
      },
    },
  ];
}
