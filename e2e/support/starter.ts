import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/** Moves an owner off the trial onto Starter (a demo checkout), where Pro features are locked. */
export async function becomeStarter(request: APIRequestContext) {
  const intent = await (await request.post("/api/create-payment-intent", { data: { tier: "starter" } })).json();
  const paid = await request.post("/api/checkout/demo-confirm", {
    data: { clientSecret: intent.clientSecret, cardholderName: "Olive Owner" },
  });
  expect(paid.status()).toBe(200);
}
