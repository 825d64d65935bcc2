import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { openForReading, peekOwner, type OwnerPeek, type ReadConnection } from "@core/users/peek-owner";
import { greetingChangesAt } from "@core/users/greeting";
import type { Briefing } from "./focus";

/** A kept briefing and what it holds for: the owner's data revision, the AI setting and a span of time. */
interface Kept {
  revision: number;
  aiKey: string;
  /** From when to when (ms) the briefing reads the same: from its making to the next greeting change. */
  from: number;
  until: number;
  briefing: Briefing;
}

export interface FocusCache {
  owner: OwnerPeek;
  /** The read-only connection the owner was read on, for computing the briefing on it; null once closed. */
  connection: ReadConnection | null;
  read(now: Date): Briefing | null;
  write(briefing: Briefing, madeAt: Date): void;
  close(): void;
}

/**
 * `microteam focus` in local mode, cached beside the database. A kept briefing is answered while the
 * owner's data revision (bumped by SQLite triggers on every write, from any process) and the AI
 * setting are the same and the clock is still before the greeting's next change in the owner's time
 * zone (noon, six, midnight: core/users/greeting.ts). Deciding that needs no time-zone arithmetic,
 * so a second look at the briefing, or a cron job, loads neither the app nor the time-zone data.
 */
export function openFocusCache(databasePath: string, as: string | undefined, aiKey: string): FocusCache | null {
  const sqlite = openForReading(databasePath);
  if (!sqlite) return null;
  const owner = peekOwner(sqlite, as);
  if (!owner) {
    sqlite.close();
    return null;
  }
  const file = path.join(
    path.dirname(path.resolve(databasePath)),
    ".cache",
    `focus-${crypto.createHash("sha256").update(owner.userId).digest("hex").slice(0, 16)}.json`,
  );
  const cache: FocusCache = {
    owner,
    connection: sqlite,
    read(now) {
      try {
        const kept = JSON.parse(fs.readFileSync(file, "utf8")) as Kept;
        const t = now.getTime();
        const holds = kept.revision === owner.revision && kept.aiKey === aiKey && kept.from <= t && t < kept.until;
        return holds ? kept.briefing : null;
      } catch {
        return null;
      }
    },
    write(briefing, madeAt) {
      const kept: Kept = {
        revision: owner.revision,
        aiKey,
        from: madeAt.getTime(),
        until: greetingChangesAt(owner.timeZone, madeAt),
        briefing,
      };
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
        const temp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(temp, JSON.stringify(kept), { mode: 0o600 });
        fs.renameSync(temp, file);
      } catch {
        // A cache that cannot be written only costs speed.
      }
    },
    close() {
      cache.connection?.close();
      cache.connection = null;
    },
  };
  return cache;
}
