import { and, eq } from "drizzle-orm";
import type { OwnerContext } from "../context";
import { clients, type Client } from "../db";
import { conflict, notFound } from "../errors";
import type { ClientView } from "./schemas";

/** The owner's client, or NOT_FOUND (another owner's id is not found either). */
export function getClientOfOwner(ctx: OwnerContext, id: string): Client {
  const client = ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.userId, ctx.userId)))
    .get();
  if (!client) throw notFound("Client");
  return client;
}

/** The client's email address for an email to them, or a 409 asking the owner to add one. */
export function requireClientEmail(client: { name: string; email: string | null }): string {
  if (!client.email) throw conflict(`${client.name} has no email address. Add one on the Clients page.`);
  return client.email;
}

export function toClientView(c: Client): ClientView {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    company: c.company,
    businessNiche: c.businessNiche,
    taxId: c.taxId,
    status: c.status,
    lastContactDate: c.lastContactDate?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
