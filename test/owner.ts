import { makeTestApp } from "./app";

/** A signed-in owner with one client, through the real routes. */
export async function ownerWithClient(
  t: ReturnType<typeof makeTestApp>,
  client = { name: "Acme Ltd", email: "billing@acme.test" },
) {
  const owner = await t.signUp();
  const created = await t.call("POST", "/api/clients", { cookie: owner.cookie, body: client });
  return { ...owner, client: created.json as { id: string; name: string; email: string | null } };
}

export async function createInvoice(
  t: ReturnType<typeof makeTestApp>,
  cookie: string,
  body: { clientId: string; amount?: string; dueDate?: string; description?: string; status?: string },
) {
  const res = await t.call("POST", "/api/invoices", {
    cookie,
    body: { amount: "2400", dueDate: "2026-11-30", ...body },
  });
  if (res.status !== 201) throw new Error(`invoice create failed: ${res.status} ${res.text}`);
  return res.json;
}

/** Records that the client received the invoice (as a delivered invoice email would), `when` by default weeks ago. */
export function markSent(t: ReturnType<typeof makeTestApp>, invoiceId: string, when = "2026-11-01T10:00:00Z") {
  t.db.$client.prepare("update invoices set sent_at = ? where id = ?").run(Date.parse(when), invoiceId);
}

/**
 * An owner with one client on these payment terms ("0" is Immediate, as the billing form saves it), in
 * `timeZone`: the terms through the real billing route, the zone stamped directly.
 */
export async function ownerOnTerms(t: ReturnType<typeof makeTestApp>, terms: string, timeZone = "UTC") {
  const owner = await ownerWithClient(t);
  const billing = await t.call("PUT", "/api/user/billing", {
    cookie: owner.cookie,
    body: { defaultHourlyRate: "75", defaultCurrency: "USD", paymentTerms: terms },
  });
  if (billing.status !== 200) throw new Error(`billing failed: ${billing.status} ${billing.text}`);
  t.db.$client.prepare("update users set time_zone = ? where id = ?").run(timeZone, owner.user.id);
  return owner;
}
