import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box";

describe("secret box", () => {
  const box = createSecretBox("app-secret");
  const ctx = { userId: "u1", field: "twitterAccessToken" };

  it("round-trips and never stores the plain text", () => {
    const sealed = box.seal("my-token", ctx);
    expect(sealed).not.toContain("my-token");
    expect(box.open(sealed, ctx)).toBe("my-token");
    expect(box.seal("my-token", ctx)).not.toBe(sealed);
  });

  it("refuses another owner, another field, another key and a tampered text", () => {
    const sealed = box.seal("my-token", ctx);
    expect(() => box.open(sealed, { ...ctx, userId: "u2" })).toThrow();
    expect(() => box.open(sealed, { ...ctx, field: "linkedinAccessToken" })).toThrow();
    expect(() => createSecretBox("other-secret").open(sealed, ctx)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
    expect(() => box.open(tampered, ctx)).toThrow();
  });
});

describe("secret box, stable seal", () => {
  const box = createSecretBox("app-secret");
  const ctx = { userId: "u1", field: "cursor:clients" };

  it("seals the same text in the same context to the same string, and opens like seal", () => {
    const sealed = box.sealStable('["acme","id-1"]', ctx);
    expect(box.sealStable('["acme","id-1"]', ctx)).toBe(sealed);
    expect(createSecretBox("app-secret").sealStable('["acme","id-1"]', ctx)).toBe(sealed);
    expect(box.open(sealed, ctx)).toBe('["acme","id-1"]');
    expect(sealed).not.toContain("acme");
  });

  it("derives another IV for another text, owner, field or key", () => {
    const iv = (s: string) => s.split(":")[1];
    const base = box.sealStable("a", ctx);
    for (const other of [
      box.sealStable("b", ctx),
      box.sealStable("a", { ...ctx, userId: "u2" }),
      box.sealStable("a", { ...ctx, field: "cursor:tasks" }),
      createSecretBox("other-secret").sealStable("a", ctx),
    ]) {
      expect(iv(other)).not.toBe(iv(base));
    }
    expect(() => box.open(base, { ...ctx, userId: "u2" })).toThrow();
  });
});
