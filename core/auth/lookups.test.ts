import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiTokens } from "../db/schema";
import { asOwner } from "../context";
import { makeTestApp } from "../../test/app";
import { factories } from "../../test/factories";
import { createSession, findSessionUser } from "./sessions";
import { createApiToken, findTokenUser } from "./tokens";

describe("the prepared owner lookups", () => {
  it("finds a session's owner until it expires, and nobody for an unknown token", () => {
    const t = makeTestApp();
    const owner = factories.user(t.db, { firstName: "Ada" });
    const { token } = createSession(t.services, owner.id);
    expect(findSessionUser(t.services, token)).toMatchObject({
      id: owner.id,
      firstName: "Ada",
      onboardingCompleted: true,
    });
    expect(findSessionUser(t.services, token)?.createdAt).toBeInstanceOf(Date);
    expect(findSessionUser(t.services, "not-a-session")).toBeNull();
    t.clock.advanceDays(31);
    expect(findSessionUser(t.services, token)).toBeNull();
  });

  it("finds a token's owner and records its use at most once a minute", () => {
    const t = makeTestApp();
    const owner = factories.user(t.db);
    const { token, id } = createApiToken({
      ctx: asOwner(t.services, owner.id),
      input: { name: "cli" },
      credential: "session",
    });
    const lastUsed = () => t.db.select().from(apiTokens).where(eq(apiTokens.id, id)).get()!.lastUsedAt?.getTime();
    expect(findTokenUser(t.services, token)?.id).toBe(owner.id);
    const first = lastUsed();
    expect(first).toBe(t.clock.now().getTime());
    t.clock.set(new Date(first! + 30_000));
    findTokenUser(t.services, token);
    expect(lastUsed()).toBe(first);
    t.clock.set(new Date(first! + 61_000));
    findTokenUser(t.services, token);
    expect(lastUsed()).toBe(first! + 61_000);
    expect(findTokenUser(t.services, "mt_unknown")).toBeNull();
    expect(findTokenUser(t.services, "no-prefix")).toBeNull();
  });
});
