// Clients added with every field the owner gives (POST /api/clients), and any of a client's fields
// changed (PUT /api/clients/{id}, which replaces them all: the others are sent back as they were).
// A niche as the owner says it ("legal") becomes the product's ("Legal Services").

import { z } from "zod";
import { NICHES } from "@core/catalog";
import { CLIENT_STATUSES, clientUpdateBody } from "@core/clients/fields";
import { addClient } from "../../operations/clients";
import type { ClientView } from "../../types";
import { lookupClient } from "../lookup";
import { matchName } from "../match";
import { clientForChange } from "../proposals/invoices";
import { propose, proposeChange, say } from "../proposals/propose";
import type { ChatReply } from "../types";
import { defineAction } from "./spec";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "legal" → "Legal Services"; a niche the product does not list stays as written. */
export function readNiche(typed: string): string {
  const found = matchName([...NICHES], typed, (n) => [n, ...n.split(/\s*&\s*/)]);
  return found.kind === "exact" || found.kind === "fuzzy" ? found.item : typed.trim();
}

/** "503 555 0190" → "503-555-0190"; anything else as written. */
export function readPhone(typed: string): string {
  const digits = typed.replace(/[\s().-]/g, "");
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : typed.trim();
}

const fields = {
  email: z.string().optional(),
  phone: z.string().optional(),
  company: z.string().optional(),
  businessNiche: z.string().optional().describe("the client's line of business, e.g. legal, retail"),
  taxId: z.string().optional().describe("VAT number, EIN…: printed on their invoices"),
};

type Fields = { email?: string; phone?: string; company?: string; businessNiche?: string; taxId?: string };

/** The fields given, tidied; an email that is not one is the reply instead. */
function tidy(given: Fields): Fields | ChatReply {
  const out: Fields = {};
  for (const [key, raw] of Object.entries(given) as [keyof Fields, string | undefined][]) {
    const value = raw?.trim();
    if (!value) continue;
    if (key === "email" && !EMAIL.test(value)) return say(`"${value}" doesn't look like an email address.`);
    out[key] = key === "businessNiche" ? readNiche(value) : key === "phone" ? readPhone(value) : value;
  }
  return out;
}

export const createClient = defineAction({
  name: "create_client",
  description: "Add a new client with the details the owner gives.",
  schema: z.object({ name: z.string().min(1), ...fields }),
  hints: { title: "Add a client", destructive: false, idempotent: false, openWorld: false },
  async propose(ctx, { name, ...given }) {
    const details = tidy(given);
    if ("kind" in details) return details;
    const same = await lookupClient(await ctx.api(), name);
    const preface =
      same.kind === "exact" && same.item.name.toLowerCase() === name.trim().toLowerCase()
        ? `You already have a client called ${same.item.name}; this adds a second one.`
        : undefined;
    // Someone who is a lead is better made a client from the lead: it keeps the post that brought them.
    const api = await ctx.api();
    const leads = (
      await api.page<{ name: string; email: string; status: string }>(
        `/api/leads?status=new&q=${encodeURIComponent(details.email ?? name.trim())}&limit=20`,
      )
    ).items;
    const lead = leads.find(
      (l) =>
        l.name.toLowerCase() === name.trim().toLowerCase() ||
        (details.email !== undefined && l.email.toLowerCase() === details.email.toLowerCase()),
    );
    const leadNote = lead
      ? `${lead.name} is one of your leads: "make ${lead.name} a client" would keep where they came from.`
      : undefined;
    const change = await addClient(ctx, { name: name.trim(), ...details });
    const extra = [details.phone, details.businessNiche, details.taxId && `tax id ${details.taxId}`].filter(Boolean);
    return proposeChange(
      { op: "create_client", args: { name: name.trim(), ...details } },
      extra.length
        ? {
            ...change,
            question: change.question.replace(/ to your clients\?$/, `, ${extra.join(", ")} to your clients?`),
          }
        : change,
      [preface, leadNote].filter(Boolean).join("\n") || undefined,
    );
  },
});

const LABELS: Record<string, string> = {
  name: "name",
  email: "email",
  phone: "phone",
  company: "company",
  businessNiche: "niche",
  taxId: "tax id",
  status: "status",
};

export const updateClient = defineAction({
  name: "update_client",
  description:
    "Change an existing client's details: name, email, phone, company, niche, tax id, or status (active/inactive).",
  schema: z.object({
    clientName: z.string().min(1).describe("the client's name as the owner wrote it"),
    name: z.string().optional().describe("a new name"),
    ...fields,
    status: z.enum(CLIENT_STATUSES).optional(),
  }),
  hints: { title: "Change a client's details", destructive: false, idempotent: true, openWorld: false },
  async propose(ctx, { clientName, name, status, ...given }) {
    const details = tidy(given);
    if ("kind" in details) return details;
    const wanted: Record<string, string> = { ...details };
    if (name?.trim()) wanted.name = name.trim();
    if (status) wanted.status = status;
    const found = await clientForChange(ctx, clientName);
    if ("kind" in found) return found;
    const { client, preface } = found;
    const keys = Object.keys(wanted);
    if (keys.length === 0)
      return say(
        `What should change for ${client.name}: name, email, phone, company, niche, tax id, or status (active/inactive)?`,
      );
    const current = client as unknown as Record<string, string | null>;
    const changes = keys.filter((k) => (current[k] ?? "") !== wanted[k]);
    if (changes.length === 0)
      return say(`${client.name} already has ${keys.map((k) => `${LABELS[k]} ${wanted[k]}`).join(", ")}.`);
    const described = changes
      .map((k) => (current[k] ? `${LABELS[k]} ${current[k]} → ${wanted[k]}` : `${LABELS[k]} ${wanted[k]}`))
      .join(", ");
    const api = await ctx.api();
    const args = Object.fromEntries(changes.map((k) => [k, wanted[k]]));
    return propose(
      { op: "update_client", args: { clientName: client.name, ...args } },
      `Change ${client.name}: ${described}?`,
      async (): Promise<ChatReply> => {
        const updated = await api.request<ClientView>(
          "PUT",
          `/api/clients/${client.id}`,
          clientUpdateBody(client, args),
        );
        return say(`Updated ${updated.name}: ${described}.`, updated);
      },
      preface,
    );
  },
});
