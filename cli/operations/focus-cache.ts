import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { peekOwner } from "@core/users/peek-owner";
import { todayIn } from "@core/time";
import type { Briefing } from "./focus";

/**
 * `microteam focus` in local mode, cached beside the database and keyed by the owner's data revision
 * (bumped by SQLite triggers on every write, from any process), the owner's date and the part of the
 * day of the greeting. A cron job or a second look at the briefing then answers without loading the
 * app; any change to the data, a new day, or a new AI setting computes it afresh.
 */
export function focusCache(databasePath: string, as: string | undefined, now: Date, aiKey: string) {
  const owner = peekOwner(databasePath, as);
  if (!owner) return null;
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: owner.timeZone }).format(now),
  );
  const key = [owner.revision, todayIn(owner.timeZone, now), hour < 12 ? "am" : hour < 18 ? "pm" : "eve", aiKey].join(
    "|",
  );
  const file = path.join(
    path.dirname(path.resolve(databasePath)),
    ".cache",
    `focus-${crypto.createHash("sha256").update(owner.userId).digest("hex").slice(0, 16)}.json`,
  );
  return {
    owner,
    read(): Briefing | null {
      try {
        const cached = JSON.parse(fs.readFileSync(file, "utf8")) as { key: string; briefing: Briefing };
        return cached.key === key ? cached.briefing : null;
      } catch {
        return null;
      }
    },
    write(briefing: Briefing) {
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
        const temp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(temp, JSON.stringify({ key, briefing }), { mode: 0o600 });
        fs.renameSync(temp, file);
      } catch {
        // A cache that cannot be written only costs speed.
      }
    },
  };
}
