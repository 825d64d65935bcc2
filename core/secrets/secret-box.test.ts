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
