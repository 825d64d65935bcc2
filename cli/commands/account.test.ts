import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CliContext } from "../context";
import { init } from "./init";

function context(out: string[]): CliContext {
  return {
    api: async () => {
      throw new Error("not used");
    },
    output: { json: false, color: false, stdout: (s) => out.push(s), stderr: (s) => out.push(s) },
    yes: true,
    interactive: false,
    confirm: async () => true,
    now: () => new Date(),
    close: async () => {},
  };
}

const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-init-"));
  return { DATABASE_PATH: path.join(dir, "microteam.db"), APP_SECRET: "t" };
};
const options = { email: "olive@example.com", business: "Olive Studio", timeZone: "Europe/Paris" };

describe("microteam init", () => {
  it("refuses a weak password with the reason, before creating the account", async () => {
    const env = { ...folder(), MICROTEAM_PASSWORD: "12345678" };
    await expect(init(context([]), options, env)).rejects.toThrow(
      "MICROTEAM_PASSWORD: This password is too easy to guess. This is a heavily used password. Add more words that are less common.",
    );
    const short = { ...folder(), MICROTEAM_PASSWORD: "olive" };
    await expect(init(context([]), options, short)).rejects.toThrow(
      "MICROTEAM_PASSWORD: Password must be at least 8 characters",
    );
  });

  it("creates the account with a strong one", async () => {
    const out: string[] = [];
    const env = { ...folder(), MICROTEAM_PASSWORD: "plum tartan kettle" };
    await init(context(out), options, env);
    expect(out.join("\n")).toContain("Created olive@example.com for Olive Studio");
  });
});
