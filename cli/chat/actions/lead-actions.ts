// Leads: one recorded by hand (POST /api/leads: someone who wrote or called, not through a post's
// tracked link), and one made a client (POST /api/leads/{id}/client, which keeps the post that
// brought them, or links the client who already has that email).

import { z } from "zod";
import type { CliContext } from "../../context";
import { matchName } from "../match";
import { propose, say } from "../proposals/propose";
import type { ChatReply } from "../types";
import { joinPrefaces, pick, readAll } from "./found";
import { defineAction } from "./spec";

interface Lead {
  id: string;
  name: string;
  email: string;
  message: string | null;
  status: "new" | "client";
  platform: string;
  post: { id: string; title: string } | null;
  client: { id: string; name: string } | null;
}

const SOURCE: Record<string, string> = {
  twitter: "X",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  instagram: "Instagram",
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function leadsOf(ctx: CliContext): Promise<Lead[]> {
  return readAll<Lead>(await ctx.api(), "/api/leads");
}

export const createLead = defineAction({
  name: "create_lead",
  description:
    "Record a lead by hand (someone who got in touch outside a post's tracked link): name, email, what they want.",
  schema: z.object({
    name: z.string().min(1),
    email: z.string().optional(),
    message: z.string().optional().describe("what they want, and anything to remember (their company)"),
  }),
  hints: { title: "Record a lead", destructive: false, idempotent: false, openWorld: false },
  async propose(ctx, { name, email, message }) {
    const who = name.trim();
    const mail = email?.trim();
    if (!mail)
      return say(`What is ${who}'s email? A lead is kept with one, so you can reach them and make them a client.`);
    if (!EMAIL.test(mail)) return say(`"${mail}" doesn't look like an email address. What is ${who}'s email?`);
    const leads = await leadsOf(ctx);
    const same = leads.find((l) => l.email.toLowerCase() === mail.toLowerCase());
    if (same)
      return say(
        `${same.name} <${same.email}> is already one of your leads${same.status === "client" ? " (and a client)" : ""}.`,
      );
    const note = message?.trim() || undefined;
    const api = await ctx.api();
    return propose(
      { op: "create_lead", args: { name: who, email: mail, ...(note ? { message: note } : {}) } },
      `Record ${who} <${mail}> as a new lead${note ? ` ("${note}")` : ""}?`,
      async (): Promise<ChatReply> => {
        const created = await api.request<Lead>("POST", "/api/leads", { name: who, email: mail, message: note });
        return say(`${created.name} is in your leads. Say "make ${created.name} a client" when they sign.`, created);
      },
    );
  },
});

export const convertLead = defineAction({
  name: "convert_lead",
  description: "Make a lead a client (keeps the post that brought them).",
  schema: z.object({ leadName: z.string().min(1).describe("the lead's name (or email) as the owner wrote it") }),
  hints: { title: "Make a lead a client", destructive: false, idempotent: true, openWorld: false },
  async propose(ctx, { leadName }) {
    const leads = await leadsOf(ctx);
    const found = pick(
      matchName(leads, leadName, (l) => [l.name, l.email]),
      leadName,
      "lead",
      (l) => l.name,
      leads.filter((l) => l.status === "new"),
    );
    if ("reply" in found) return found.reply;
    const lead = found.item;
    if (lead.status === "client")
      return say(`${lead.name} is already a client${lead.client ? ` (${lead.client.name})` : ""}.`);
    const api = await ctx.api();
    const existing = (
      await api.page<{ id: string; name: string; email: string | null }>(
        `/api/clients?q=${encodeURIComponent(lead.email)}&limit=20`,
      )
    ).items.find((c) => c.email?.toLowerCase() === lead.email.toLowerCase());
    const from = lead.post
      ? ` They came from your ${SOURCE[lead.platform] ?? lead.platform} post "${lead.post.title}", which is credited with them.`
      : "";
    return propose(
      { op: "convert_lead", args: { leadName: lead.name } },
      existing
        ? `Link the lead ${lead.name} <${lead.email}> to your client ${existing.name}, who has that email?`
        : `Make ${lead.name} <${lead.email}> a client?${from}`,
      async (): Promise<ChatReply> => {
        const converted = await api.request<Lead & { clientCreated: boolean }>("POST", `/api/leads/${lead.id}/client`);
        return say(
          converted.clientCreated
            ? `${converted.name} is now a client.`
            : `${converted.name} is linked to your client ${converted.client?.name ?? existing?.name ?? ""}.`,
          converted,
        );
      },
      joinPrefaces(found.preface),
    );
  },
});
