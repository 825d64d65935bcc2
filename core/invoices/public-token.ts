import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { clients, invoices, users } from "../db";
import { notFound } from "../errors";

/** The invoice behind a public link, with its client and owner; anything else is a plain 404. */
export function findByPublicToken(services: Services, token: string) {
  if (!/^[0-9a-f]{64}$/.test(token)) throw notFound("Invoice");
  const row = services.db
    .select({ invoice: invoices, client: clients, owner: users })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.publicToken, token))
    .get();
  if (!row) throw notFound("Invoice");
  return row;
}
