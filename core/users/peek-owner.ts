import Database from "better-sqlite3";

export interface OwnerPeek {
  userId: string;
  email: string;
  timeZone: string;
  /** The owner's data revision (owner_revisions, bumped by triggers on every write). */
  revision: number;
}

/**
 * Reads who owns a database file and their data revision, without migrations, the ORM or the app:
 * the terminal app's fast path for answers it has cached against that revision. Answers null when
 * it cannot tell (no file, no account, several accounts and no --as, an older schema).
 */
export function peekOwner(file: string, as?: string): OwnerPeek | null {
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(file, { readonly: true, fileMustExist: true });
    const rows = sqlite
      .prepare(
        `select u.id as userId, u.email, u.time_zone as timeZone, coalesce(r.revision, 0) as revision
         from users u left join owner_revisions r on r.user_id = u.id`,
      )
      .all() as OwnerPeek[];
    const matching = as ? rows.filter((r) => r.email.toLowerCase() === as.toLowerCase()) : rows;
    return matching.length === 1 ? matching[0] : null;
  } catch {
    return null;
  } finally {
    sqlite?.close();
  }
}
