// One client per person: a row's client is the owner's client with the same email, else the same name
// (any case), else a new one — and two rows naming the same new client make it once.
import { eq } from "drizzle-orm";
import { type Db, clients } from "../db";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface NewClient {
  id: string;
  line: number;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  taxId: string | null;
}

export interface ClientRef {
  id: string;
  isNew: boolean;
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** Reads the owner's clients once (id, name, email); every lookup after that is in memory. */
export function clientMatcher(db: Db | Tx, userId: string) {
  const byEmail = new Map<string, ClientRef>();
  const byName = new Map<string, ClientRef>();
  const existing = db
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(eq(clients.userId, userId))
    .all();
  for (const c of existing) {
    const ref = { id: c.id, isNew: false };
    if (c.email && !byEmail.has(c.email.toLowerCase())) byEmail.set(c.email.toLowerCase(), ref);
    if (!byName.has(nameKey(c.name))) byName.set(nameKey(c.name), ref);
  }
  const fresh: NewClient[] = [];
  const matched = new Set<string>();
  return {
    resolve(client: Omit<NewClient, "id">): ClientRef {
      const email = client.email?.toLowerCase() ?? null;
      const found = (email ? byEmail.get(email) : undefined) ?? byName.get(nameKey(client.name));
      if (found) {
        if (!found.isNew) matched.add(found.id);
        return found;
      }
      const ref = { id: crypto.randomUUID(), isNew: true };
      fresh.push({ ...client, id: ref.id, email });
      if (email) byEmail.set(email, ref);
      byName.set(nameKey(client.name), ref);
      return ref;
    },
    /** The clients the import will add, in file order. */
    fresh,
    /** How many of the owner's existing clients the file names. */
    matchedCount: () => matched.size,
  };
}
