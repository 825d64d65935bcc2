import { asc } from "drizzle-orm";
import type { Services } from "../context";
import { users } from "../db";

/** The accounts in this database (the terminal app acts as one of them in local mode). */
export function listOwners(services: Services): { id: string; email: string; firstName: string | null }[] {
  return services.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .orderBy(asc(users.createdAt))
    .all();
}
