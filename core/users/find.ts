import { eq } from "drizzle-orm";
import type { Services } from "../context";
import { users, type User } from "../db";

export function findUserById(services: Services, id: string): User | null {
  return services.db.select().from(users).where(eq(users.id, id)).get() ?? null;
}
