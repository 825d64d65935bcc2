import { describe, expect, it } from "vitest";
import { initials } from "./client-avatar";

describe("initials", () => {
  it("takes the first letters of the first and last words, at most two", () => {
    expect(initials("Jane Doe")).toBe("JD");
    expect(initials("jane van der doe")).toBe("JD");
    expect(initials("  Acme  ")).toBe("A");
    expect(initials("Émile Zola")).toBe("ÉZ");
    expect(initials("")).toBe("?");
  });
});
