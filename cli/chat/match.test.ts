import { describe, expect, it } from "vitest";
import { matchName } from "./match";

// qa13: names as an owner types them, found by an adversarial pass.
const clients = ["Café Zoë", "O'Brien & Sons", "Stark Industries", "Stark Studio", "Jane Doe", "Globex"].map(
  (name) => ({ name }),
);
const find = (typed: string) => {
  const m = matchName(clients, typed, (c) => [c.name]);
  return m.kind === "several" ? m.items.map((c) => c.name) : m.kind === "none" ? "none" : `${m.kind}: ${m.item.name}`;
};

describe("matchName", () => {
  it("reads a name typed without its accents", () => {
    expect(find("cafe zoe")).toBe("exact: Café Zoë");
  });

  it("a whole word later in one name is a 'did you mean'", () => {
    expect(find("zoe")).toBe("fuzzy: Café Zoë");
    expect(find("doe")).toBe("fuzzy: Jane Doe");
  });

  it("still asks between two names that both fit, and finds nobody for a stranger", () => {
    expect(find("stark")).toEqual(["Stark Industries", "Stark Studio"]);
    expect(find("obrien")).toBe("fuzzy: O'Brien & Sons");
    expect(find("bob")).toBe("none");
  });
});
