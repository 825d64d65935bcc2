import Database from "better-sqlite3";

export interface OwnerPeek {
  userId: string;
  email: string;
  timeZone: string;
  /** The owner's data revision (owner_revisions, bumped by triggers on every write). */
  revision: number;
}

/** A read-only connection to the database file, for core's readers on the terminal's fast path. */
export type ReadConnection = Database.Database;

/**
 * The database file opened for reading only, without migrations, the ORM or the app: the terminal
 * app's fast path for answers it has cached against the owner's revision. Null when there is no
 * such file or it cannot be opened.
 */
export function openForReading(file: string): ReadConnection | null {
  try {
    return new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return null;
  }
}

/**
 * Who owns the database and their data revision. Null when it cannot tell (no account, several
 * accounts and no --as, an older schema).
 */
export function peekOwner(sqlite: ReadConnection, as?: string): OwnerPeek | null {
  try {
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
  }
}
