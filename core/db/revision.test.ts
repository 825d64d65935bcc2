import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/db";
import { factories as f } from "../../test/factories";
import { openDatabase } from "./client";
import { ownerRevision } from "./revision";
import { apiTokens, invoices, sessions, users } from "./schema";

describe("owner data revision", () => {
  it("changes on every write to the owner's business data, from any connection", () => {
    const { db, file } = freshDatabase();
    const owner = f.user(db);
    const other = f.user(db);
    const seen = [ownerRevision(db, owner.id)];
    const bumped = () => {
      const r = ownerRevision(db, owner.id);
      expect(r).toBeGreaterThan(seen.at(-1)!);
      seen.push(r);
    };
    const client = f.client(db, owner.id);
    bumped();
    const invoice = f.invoice(db, owner.id, client.id);
    bumped();
    db.update(invoices).set({ status: "paid" }).where(eq(invoices.id, invoice.id)).run();
    bumped();
    f.reminder(db, invoice.id);
    bumped();
    const source = f.contentSource(db, owner.id);
    bumped();
    f.queueEntry(db, f.contentAsset(db, source.id).id);
    bumped();
    db.update(users).set({ timeZone: "Europe/Paris" }).where(eq(users.id, owner.id)).run();
    bumped();
    // A second process writing the same file.
    const second = openDatabase(file, { migrate: false });
    f.task(second, owner.id);
    bumped();
    expect(ownerRevision(db, other.id)).toBe(0);
  });

  it("does not change on sign-in bookkeeping", () => {
    const { db } = freshDatabase();
    const owner = f.user(db);
    const before = ownerRevision(db, owner.id);
    const token = f.apiToken(db, owner.id);
    db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, token.id)).run();
    f.session(db, owner.id);
    db.delete(sessions).run();
    expect(ownerRevision(db, owner.id)).toBe(before);
  });
});
