// The fuzzer's owner: signed up on the fresh server with a read-write API token and a little data,
// so generated requests reach real clients, invoices and workflows as well as unknown ids.

export interface Owner {
  token: string;
  /** Ids that exist for a path's parameters (empty: only made-up ones). */
  idsFor(path: string): string[];
}

async function call(base: string, method: string, path: string, body: unknown, auth: Record<string, string>) {
  const res = await fetch(base + path, {
    method,
    headers: { "content-type": "application/json", ...auth },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { json: JSON.parse(text) as Record<string, unknown> & { id?: string }, res };
}

/** Parameters named after what they point at, on paths that are not that collection's. */
const BY_PARAM: Record<string, string> = { invoiceId: "/api/invoices", clientId: "/api/clients" };

export async function seedOwner(base: string): Promise<Owner> {
  const signUp = await call(
    base,
    "POST",
    "/api/auth/signup",
    {
      email: "fuzz-owner@example.com",
      password: "correct horse battery staple 42",
      firstName: "Fuzz",
    },
    {},
  );
  const cookie = signUp.res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const created = await call(base, "POST", "/api/auth/tokens", { name: "fuzz", scope: "write" }, { cookie });
  const token = String(created.json.token);
  const tokenId = String(created.json.id);
  const auth = { authorization: `Bearer ${token}` };

  const client = await call(base, "POST", "/api/clients", { name: "Fuzz Client", email: "client@example.com" }, auth);
  const invoice = await call(
    base,
    "POST",
    "/api/invoices",
    { clientId: client.json.id, amount: "120.50", dueDate: "2026-12-31" },
    auth,
  );
  await call(base, "POST", "/api/workflows/examples", undefined, auth);
  await call(base, "POST", "/api/approvals/links", { label: "Fuzz reviewer" }, auth);
  await call(
    base,
    "POST",
    "/api/webhooks/endpoints",
    { url: "http://127.0.0.1:9/fuzz", events: ["client.created"] },
    auth,
  );
  // A row in every list whose items the document describes field by field, so Prism checks an item,
  // not only an empty array: an email in the outbox, a suggestion, a quote, a post, a task.
  await call(base, "POST", "/api/invoices/send-single", { invoiceId: invoice.json.id }, auth);
  await call(base, "POST", "/api/task-suggestions/generate", undefined, auth);
  const lines = [{ description: "Workshop", quantity: "1", unitPrice: "900", taxes: [{ name: "VAT", rate: "20" }] }];
  await call(base, "POST", "/api/quotes", { clientId: client.json.id, lines }, auth);
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await call(
    base,
    "POST",
    "/api/events",
    { content: "Fuzz post", platforms: ["linkedin"], scheduledFor: nextWeek, scheduledTime: "09:30" },
    auth,
  );
  await call(base, "POST", "/api/tasks", { title: "Fuzz task", category: "Sales", estimatedTime: 30 }, auth);

  // The ids a collection lists are the ids its items' paths take: /api/clients → /api/clients/{id}.
  const known = new Map<string, string[]>();
  async function idsOf(collection: string): Promise<string[]> {
    if (!known.has(collection)) {
      const res = await fetch(base + collection, { headers: auth });
      const body: unknown = res.ok ? await res.json() : [];
      const items = Array.isArray(body) ? body : [];
      known.set(
        collection,
        items.map((item: { id?: unknown }) => item.id).filter((id): id is string => typeof id === "string"),
      );
    }
    return known.get(collection)!;
  }
  for (const collection of [
    "/api/clients",
    "/api/invoices",
    "/api/tasks",
    "/api/workflows",
    "/api/approvals/links",
    "/api/auth/tokens",
    "/api/webhooks/endpoints",
    "/api/quotes",
    "/api/events",
  ]) {
    await idsOf(collection);
  }
  return {
    token,
    idsFor(path) {
      const at = path.indexOf("/{");
      if (at < 0) return [];
      const param = path.slice(at + 2, path.indexOf("}", at));
      const collection = BY_PARAM[param] ?? path.slice(0, at);
      // Never revoke the fuzzer's own token: every later request would be signed out.
      return (known.get(collection) ?? []).filter((id) => id !== tokenId);
    },
  };
}
