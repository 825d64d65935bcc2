// The answers the OpenAPI document promises are the answers the routes give: every GET route whose
// description names a zod schema is called on a seeded account and its body parsed with that schema,
// and so is every answer the seeding got. A field the code sends that the schema lacks (or the other
// way round) fails here, in `npm test`, not only in `npm run fuzz:api` (docs/decisions/230).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { makeTestApp } from "../../test/app";
import { answerSchema, descriptionOf } from "./describe";

type TestApp = ReturnType<typeof makeTestApp>;

/** Each described route's answer schema, by "METHOD /path/:param" as Hono writes it. */
function answerSchemas(app: TestApp["app"]) {
  const schemas = new Map<string, z.ZodType>();
  for (const route of app.routes) {
    const schema = answerSchema(descriptionOf(route.handler)?.returns);
    if (schema) schemas.set(`${route.method} ${route.path}`, schema);
  }
  return schemas;
}

/** Why a body does not match its schema: zod's issues, or the fields the schema would drop (not in the document). */
function mismatch(schema: z.ZodType, body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join("; ");
  }
  // z.object drops unknown keys: a body that changes when parsed sends fields the document does not list.
  try {
    expect(parsed.data).toEqual(body);
  } catch {
    return `fields not in the schema: ${JSON.stringify(extraKeys(parsed.data, body)).slice(0, 400)}`;
  }
  return null;
}

function extraKeys(parsed: unknown, body: unknown, at = ""): string[] {
  if (Array.isArray(body) && Array.isArray(parsed))
    return body.flatMap((b, i) => extraKeys(parsed[i], b, `${at}[${i}]`));
  if (body && typeof body === "object" && parsed && typeof parsed === "object") {
    return Object.entries(body).flatMap(([key, value]) =>
      key in parsed ? extraKeys((parsed as Record<string, unknown>)[key], value, `${at}.${key}`) : [`${at}.${key}`],
    );
  }
  return [];
}

const importFixture = (name: string) =>
  readFileSync(join(import.meta.dirname, "../../test/fixtures/imports", name), "utf8");

const LINES = [
  { description: "Website redesign", quantity: "1", unitPrice: "4000", taxes: [{ name: "VAT", rate: "20" }] },
  { description: "Copywriting", quantity: "10", unitPrice: "50" },
];

/** An owner with a little of everything, each answer of the seeding checked against its schema too. */
async function seededOwner(
  t: TestApp,
  check: (method: string, pattern: string, res: { status: number; json: unknown }) => void,
) {
  const { cookie, email } = await t.signUp();
  const send = async (method: string, pattern: string, path: string, body?: unknown) => {
    const res = await t.call(method, path, { cookie, body });
    expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
    check(method, pattern, res);
    return res.json;
  };
  await send("PUT", "/api/user/profile", "/api/user/profile", {
    firstName: "Olive",
    lastName: "Owner",
    email,
    businessName: "Olive & Co",
  });
  const client = await send("POST", "/api/clients", "/api/clients", { name: "Acme Ltd", email: "ap@acme.example" });
  const invoice = await send("POST", "/api/invoices", "/api/invoices", {
    clientId: client.id,
    dueDate: "2026-11-01",
    lines: LINES,
    discount: { type: "percent", value: "10" },
  });
  await send("POST", "/api/invoices/:id/payments", `/api/invoices/${invoice.id}/payments`, {
    amount: "100",
    date: "2026-11-20",
    method: "bank_transfer",
  });
  const draft = await send("POST", "/api/invoices", "/api/invoices", {
    clientId: client.id,
    amount: "250",
    dueDate: "2026-12-15",
    status: "draft",
  });
  const sent = await send("POST", "/api/invoices/send-single", "/api/invoices/send-single", { invoiceId: invoice.id });
  await t.deliver();
  await send("PUT", "/api/invoices/:id/payment-plan", `/api/invoices/${draft.id}/payment-plan`, {
    instalments: [
      { dueDate: "2026-12-15", amount: "100" },
      { dueDate: "2027-01-15", amount: "150" },
    ],
  });
  const task = await send("POST", "/api/tasks", "/api/tasks", {
    title: "Call Acme about the renewal",
    category: "Sales",
    estimatedTime: 30,
    dueDate: "2026-11-25",
  });
  await send("PUT", "/api/tasks/:id", `/api/tasks/${task.id}`, { completed: true });
  const examples = await send("POST", "/api/workflows/examples", "/api/workflows/examples");
  const quote = await send("POST", "/api/quotes", "/api/quotes", {
    clientId: client.id,
    lines: LINES,
    validUntil: "2026-12-31",
  });
  await send("POST", "/api/quotes/:id/send", `/api/quotes/${quote.id}/send`);
  await send("POST", "/api/quotes/:id/follow-up", `/api/quotes/${quote.id}/follow-up`);
  // Time: a timer started and stopped, time added by hand, the client's unbilled time invoiced, more time after.
  const timer = { clientId: client.id, description: "Kick-off call", hourlyRate: "90" };
  await send("POST", "/api/time-entries/timer/start", "/api/time-entries/timer/start", timer);
  await send("POST", "/api/time-entries/timer/stop", "/api/time-entries/timer/stop");
  const hours = { clientId: client.id, duration: "1h30m", date: "2026-11-12", hourlyRate: "90" };
  await send("POST", "/api/time-entries", "/api/time-entries", hours);
  await send("POST", "/api/clients/:id/unbilled/invoice", `/api/clients/${client.id}/unbilled/invoice`);
  await send("POST", "/api/time-entries", "/api/time-entries", { ...hours, date: "2026-11-20" });
  const series = await send("POST", "/api/recurring-invoices", "/api/recurring-invoices", {
    clientId: client.id,
    description: "Monthly retainer",
    lines: LINES,
    unit: "month",
    every: 1,
    startDate: "2026-11-21",
    count: 3,
    dueDays: 14,
  });
  const post = await send("POST", "/api/events", "/api/events", {
    content: "Our winter workshop opens next week. Book a seat: {link}",
    platforms: ["linkedin"],
    scheduledFor: "2026-11-25",
    scheduledTime: "09:30",
    trackedLink: true,
  });
  const contact = post.trackedLinks[0].path.split("/").pop();
  await send("POST", "/api/public/contact/:code", `/api/public/contact/${contact}`, {
    name: "Bea Buyer",
    email: "bea@buyer.example",
    message: "Can we talk about a workshop for my team?",
  });
  const [lead] = await send("GET", "/api/leads", "/api/leads");
  await send("POST", "/api/leads/:id/client", `/api/leads/${lead.id}/client`);
  const content = await send("POST", "/api/content/create-from-questions", "/api/content/create-from-questions", {
    answers: {
      topic: "Raising your rates",
      audience: "freelance designers",
      key_point: "Review your rates every January",
      context: "I charged the same rate for three years",
      tone: "friendly",
    },
  });
  // A transcript of one run-on word (as fuzz:api sent): no story to tell, captions cut to each platform.
  await send("POST", "/api/content/create-from-transcript", "/api/content/create-from-transcript", {
    transcript: "Ftd6ETc9AARzorKGgtwOFHMEsUHKigJdKaU1wOuo3hBKHTCY0rC".repeat(80),
  });
  await send("POST", "/api/task-suggestions/generate", "/api/task-suggestions/generate");
  await send("POST", "/api/notifications/read", "/api/notifications/read");
  const approval = await send("POST", "/api/approvals/links", "/api/approvals/links", { label: "Sam (marketing)" });
  const page = await send("POST", "/api/clients/:id/page", `/api/clients/${client.id}/page`);
  const endpoint = await send("POST", "/api/webhooks/endpoints", "/api/webhooks/endpoints", {
    url: "http://127.0.0.1:9/hooks",
    events: ["invoice.paid"],
  });
  await send("POST", "/api/webhooks/endpoints/:id/test", `/api/webhooks/endpoints/${endpoint.id}/test`);
  const step = await send("POST", "/api/tasks", "/api/tasks", {
    title: "Design the flyer",
    category: "Marketing",
    estimatedTime: 60,
  });
  await send("POST", "/api/tasks/:id/delegation", `/api/tasks/${step.id}/delegation`, {
    helperName: "Hal Helper",
    helperEmail: "hal@helper.example",
  });
  // Moving in: a preview of invoices (their rows) and of clients, then the clients imported.
  await send("POST", "/api/imports/preview", "/api/imports/preview", { csv: importFixture("stripe-invoices.csv") });
  const customers = importFixture("stripe-customers.csv");
  await send("POST", "/api/imports/preview", "/api/imports/preview", { csv: customers });
  await send("POST", "/api/imports", "/api/imports", { csv: customers });
  const outbox = await send("GET", "/api/outbox", "/api/outbox");
  const delegated = outbox
    .map((email: { body: string }) => /\/delegated\/([0-9a-f]{64})/.exec(email.body)?.[1])
    .find(Boolean);
  return {
    cookie,
    ids: {
      batches: sent.batchId,
      sources: content.id,
      endpoints: endpoint.id,
      invoices: invoice.id,
      clients: client.id,
      workflows: examples.workflows[0].id,
      quotes: quote.id,
      "recurring-invoices": series.id,
      events: post.id,
      tasks: task.id,
    } as Record<string, string>,
    tokens: {
      invoices: invoice.publicPath.split("/").pop() as string,
      quotes: quote.publicPath.split("/").pop() as string,
      approvals: approval.path.split("/").pop(),
      "client-pages": page.path.split("/").pop(),
      delegations: delegated,
      contact,
    } as Record<string, string>,
  };
}

/** Queries a GET needs to answer 200. */
const QUERIES: Record<string, string> = {
  "/api/invoices/calendar": "?month=2026-11",
  "/api/events/calendar": "?month=2026-11",
};

/** Described GETs that cannot answer 200 on a test server, and why. */
const NOT_HERE: Record<string, string> = {};

describe("the answers match the document", () => {
  test("every described GET, and the seeding's writes, answer what their schema says", async () => {
    const t = makeTestApp({
      config: {
        webhooks: { allowPrivateNetworks: true, requireHttps: false, timeoutMs: 1000, disableAfterFailures: 3 },
      },
    });
    const schemas = answerSchemas(t.app);
    const problems: string[] = [];
    const check = (method: string, pattern: string, res: { status: number; json: unknown }) => {
      const schema = schemas.get(`${method} ${pattern}`);
      if (!schema) return problems.push(`${method} ${pattern}: no answer schema`);
      const wrong = mismatch(schema, res.json);
      if (wrong) problems.push(`${method} ${pattern} (${res.status}): ${wrong}`);
    };
    const { cookie, ids, tokens } = await seededOwner(t, check);

    const reached: string[] = [];
    const unreachable: string[] = [];
    for (const key of schemas.keys()) {
      const [method, pattern] = key.split(" ");
      if (method !== "GET" || NOT_HERE[pattern]) continue;
      const path = pattern.replace(/\/(\w[\w-]*)\/:(\w+)/g, (whole, collection: string, param: string) => {
        const value = param === "id" ? ids[collection] : tokens[collection];
        return value ? `/${collection}/${value}` : whole;
      });
      if (path.includes(":")) {
        unreachable.push(pattern);
        continue;
      }
      const res = await t.call("GET", path + (QUERIES[pattern] ?? ""), { cookie });
      if (res.status !== 200) {
        problems.push(`GET ${pattern}: ${res.status} ${res.text.slice(0, 200)}`);
        continue;
      }
      reached.push(pattern);
      check("GET", pattern, res);
    }
    expect(problems).toEqual([]);
    expect(unreachable).toEqual([]);
    expect(reached.length).toBeGreaterThanOrEqual(66);
  });
});
