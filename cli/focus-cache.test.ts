// The briefing kept beside the database (cli/operations/focus-cache.ts): answered again only while
// the owner's data, the AI setting and the greeting's part of the day are the same.
import { describe, expect, it } from "vitest";
import { clients } from "@core/db";
import { makeTestApp } from "../test/app";
import { factories } from "../test/factories";
import type { Briefing } from "./operations/focus";
import { openFocusCache } from "./operations/focus-cache";

const briefing = { greeting: "Good morning, Olive", unpaidTotal: 8400 } as unknown as Briefing;

function setup() {
  const t = makeTestApp();
  const owner = factories.user(t.db, { email: "olive@example.com", timeZone: "Asia/Tokyo" });
  const client = factories.client(t.db, owner.id, { name: "Acme" });
  // Written at 07:57 in Tokyo: good until noon there (03:00 UTC).
  const madeAt = new Date("2026-11-22T22:57:00Z");
  const first = openFocusCache(t.config.databasePath, undefined, "//")!;
  first.write(briefing, madeAt);
  first.close();
  const open = (aiKey = "//") => openFocusCache(t.config.databasePath, undefined, aiKey)!;
  return { t, owner, client, madeAt, open };
}

describe("the kept briefing", () => {
  it("is answered again until the owner's next greeting change", () => {
    const { open } = setup();
    const cache = open();
    expect(cache.read(new Date("2026-11-22T22:57:00Z"))).toEqual(briefing);
    expect(cache.read(new Date("2026-11-23T02:59:59Z"))).toEqual(briefing);
    // Noon in Tokyo: "Good afternoon" now.
    expect(cache.read(new Date("2026-11-23T03:00:00Z"))).toBeNull();
    // A clock set back before the briefing was made.
    expect(cache.read(new Date("2026-11-22T22:56:59Z"))).toBeNull();
    cache.close();
  });

  it("is not answered after any change to the owner's data, or with another AI setting", () => {
    const { t, client, madeAt, open } = setup();
    expect(open("https://api.example/v1/gpt/key").read(madeAt)).toBeNull();
    t.db.$client.prepare("update clients set phone = '+1 555 0100' where id = ?").run(client.id);
    expect(t.db.select().from(clients).get()?.phone).toBe("+1 555 0100");
    expect(open().read(madeAt)).toBeNull();
  });

  it("is not opened for a missing file, or several owners with no --as to choose one", () => {
    const { t } = setup();
    expect(openFocusCache(`${t.config.databasePath}.missing`, undefined, "//")).toBeNull();
    factories.user(t.db, { email: "second@example.com" });
    expect(openFocusCache(t.config.databasePath, undefined, "//")).toBeNull();
    const chosen = openFocusCache(t.config.databasePath, "OLIVE@example.com", "//")!;
    expect(chosen.owner.email).toBe("olive@example.com");
    chosen.close();
  });
});
