import { describe, expect, it } from "vitest";
import { assertStrongPassword, personalWords } from "./password-strength";

describe("the password rule", () => {
  const olivia = personalWords({
    email: "olivia@harbordesign.co",
    firstName: "Olivia",
    lastName: "Reyes",
    businessName: "Harbor Design Studio",
  });

  it("counts each word of the owner's names and email as a guess", () => {
    expect(olivia).toEqual(expect.arrayContaining(["olivia", "reyes", "harbor", "design", "studio", "harbordesign"]));
  });

  it("refuses a password made of the owner's own names and a year, with the reason", async () => {
    await expect(
      assertStrongPassword("OliviaHarbor2024", { field: "password", userInputs: olivia }),
    ).rejects.toMatchObject({
      fields: { password: expect.stringMatching(/^This password is too easy to guess\./) },
    });
    await expect(assertStrongPassword("ReyesStudio1990!", { field: "password", userInputs: olivia })).rejects.toThrow(
      /too easy to guess/,
    );
  });

  it("accepts a long unrelated passphrase, and refuses a short password by its length", async () => {
    await expect(
      assertStrongPassword("copper-lantern-quietly-31", { field: "password", userInputs: olivia }),
    ).resolves.toBeUndefined();
    await expect(assertStrongPassword("a1b2c3", { field: "password" })).rejects.toThrow(
      "Password must be at least 8 characters",
    );
  });
});
