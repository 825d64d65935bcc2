import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { ownerRevisions } from "./schema";

/** The owner's data revision: it changes whenever any process writes the owner's business data. */
export function ownerRevision(db: Db, userId: string): number {
  return (
    db.select({ r: ownerRevisions.revision }).from(ownerRevisions).where(eq(ownerRevisions.userId, userId)).get()?.r ??
    0
  );
}
