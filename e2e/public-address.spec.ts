// Settings → Profile → Public address (docs/decisions/321-one-public-address.md). The address is the whole
// server's and only its first account changes it, so this spec runs a server of its own on a fresh
// database, started without PUBLIC_URL: the saved address is http://localhost:PORT, and emails to
// clients are held until the owner sets the address they reach.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, screenshotBoth, signUpViaApi, test } from "./support/fixtures";

// The sixth of the browser tests' ports (README "Two commands"): E2E_PORT + 5.
const port = Number(process.env.E2E_PORT ?? 5187) + 5;
const own = `http://localhost:${port}`;
let server: ChildProcess | undefined;
let dir = "";

test.use({ baseURL: own });

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-e2e-address-"));
  const { PUBLIC_URL: _none, ...env } = process.env;
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...env, PORT: String(port), DATABASE_PATH: path.join(dir, "microteam.db"), LOG_LEVEL: "silent" },
    stdio: "ignore",
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${own}/api/config`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the spec's own server did not start");
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test("the owner sees client emails held at a localhost address, and sets the public address in Settings", async ({
  page,
}) => {
  await signUpViaApi(page.request);
  await page.goto("/profile");
  const card = page.getByRole("heading", { name: "Public address" }).locator("xpath=ancestor::*[@data-slot='card'][1]");
  const field = card.getByLabel("Public address");
  await expect(field).toHaveValue(own);
  await expect(card.getByTestId("public-address-state")).toContainText("emails to clients are held");

  // A bad address is named under the field, and nothing is saved.
  await field.fill("books.example.com");
  await card.getByRole("button", { name: "Save public address" }).click();
  await expect(card.getByText("Enter the whole address with http:// or https://")).toBeVisible();
  await field.fill("https://books.example.com/pay");
  await card.getByRole("button", { name: "Save public address" }).click();
  await expect(card.getByText("Only the address, without a path, ? or #")).toBeVisible();
  expect((await (await page.request.get("/api/instance/public-address")).json()).publicUrl).toBe(own);

  await field.fill("https://books.example.com/");
  await card.getByRole("button", { name: "Save public address" }).click();
  await expect(card.getByTestId("public-address-state")).toHaveText(
    "Links in your clients' emails and invoices open this address.",
  );
  await expect(field).toHaveValue("https://books.example.com");
  await screenshotBoth(page, "public-address");

  // Saved for every process: a reload (and the API) reads it back.
  await page.reload();
  await expect(page.getByLabel("Public address")).toHaveValue("https://books.example.com");
  const saved = await (await page.request.get("/api/instance/public-address")).json();
  expect(saved).toMatchObject({ publicUrl: "https://books.example.com", source: "settings", clientEmails: "ready" });
});
