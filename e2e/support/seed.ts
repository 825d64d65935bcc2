import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { expect, uniqueEmail } from "./fixtures";

/** Seeds a demo owner into the server's database with `npm run seed:demo`'s script and signs in. */
export async function seedDemoOwner(request: APIRequestContext, options: { scale?: boolean } = {}) {
  const email = uniqueEmail("demo");
  const password = "demo-ledger-harbor";
  // --scale adds 1,000 clients, 10,000 invoices, 5,000 tasks and 2,000 posts (a few seconds).
  execFileSync("npx", ["tsx", "scripts/seed-demo.ts", ...(options.scale ? ["--scale"] : [])], {
    env: {
      ...process.env,
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      DEMO_EMAIL: email,
      DEMO_PASSWORD: password,
      DEMO_TIME_ZONE: "UTC",
    },
    stdio: "pipe",
  });
  const res = await request.post("/api/auth/signin", { data: { email, password } });
  expect(res.status()).toBe(200);
  return { email, password };
}
