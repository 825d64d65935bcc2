import { describe, expect, it } from "vitest";
import { invoiceLines, invoices } from "@core/db";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";
import { pdfText } from "../../test/pdf-text";
import { ownerWithClient } from "../../test/owner";

const LINES = [
  { description: "Design", quantity: "12.5", unitPrice: "80", taxes: [{ name: "VAT", rate: "20" }] },
  { description: "Hosting", quantity: 1, unitPrice: "19.99", taxes: [{ name: "VAT", rate: "20" }] },
  { description: "Stamps", quantity: "3", unitPrice: "3.33", taxes: [] as { name: string; rate: string }[] },
];

describe("invoices with lines, taxes and a discount", () => {
  it("stores the lines and keeps amount = the total after discount and tax", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const billing = await t.call("PUT", "/api/user/billing", {
      cookie,
      body: { defaultHourlyRate: "100", defaultCurrency: "USD", paymentTerms: "30", taxId: "GB123456789" },
    });
    expect(billing.status, billing.text).toBe(200);
    expect(billing.json.taxId).toBe("GB123456789");
    const edited = await t.call("PUT", `/api/clients/${client.id}`, {
      cookie,
      body: { name: "Acme Ltd", taxId: "DE999" },
    });
    expect(edited.json.taxId).toBe("DE999");
    const res = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, dueDate: "2026-12-21", lines: LINES, discount: { type: "percent", value: "10" } },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.amount).toBe("1110.58");
    expect(res.json.figures).toMatchObject({
      subtotal: "1029.98",
      discount: { type: "percent", value: "10", amount: "103.00" },
      taxes: [{ name: "VAT", rate: "20", base: "917.99", amount: "183.60" }],
      tax: "183.60",
      total: "1110.58",
      paid: "0.00",
      balance: "1110.58",
    });
    expect(res.json.figures.lines.map((l: { amount: string }) => l.amount)).toEqual(["1000.00", "19.99", "9.99"]);
    expect(res.json).toMatchObject({ ownerTaxId: "GB123456789", clientTaxId: "DE999" });
    expect(t.db.select().from(invoiceLines).all()).toHaveLength(3);
    // The single GET and the ledger agree on the amount the summary triggers read.
    const one = await t.call("GET", `/api/invoices/${res.json.id}`, { cookie });
    expect(one.json.figures.total).toBe("1110.58");
    const list = await t.call("GET", "/api/invoices", { cookie });
    expect(list.json[0].amount).toBe("1110.58");
    const summary = t.db.$client.prepare("select sum(cents) as c from invoice_totals").get() as { c: number };
    expect(summary.c).toBe(111058);
  });

  it("shows the lines, taxes and balance on the pay page and in the PDF", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const created = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, dueDate: "2026-12-21", lines: LINES, clientTaxId: "DE999" },
    });
    const token = created.json.publicPath.split("/").pop();
    const pub = await t.call("GET", `/api/public/invoices/${token}`);
    expect(pub.json.to.taxId).toBe("DE999");
    expect(pub.json.figures).toMatchObject({
      subtotal: "1029.98",
      tax: "204.00",
      total: "1233.98",
      balance: "1233.98",
    });
    const pdf = await t.app.request(`/api/public/invoices/${token}/pdf`);
    // The text read back line by line, as a reader would see it.
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toMatch(/Design\s+12\.5\s+\$80\.00\s+VAT 20%\s+\$1,000\.00/);
    expect(text).toMatch(/VAT 20% on \$1,019\.99\s+\$204\.00/);
    expect(text).toMatch(/Balance due\s+\$1,233\.98/);
    expect(text).toContain("Tax ID: DE999");
  });

  it("reads a spec 001 invoice (one amount) as one line", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const res = await t.call("POST", "/api/invoices", {
      cookie,
      body: { clientId: client.id, amount: "250", dueDate: "2026-12-21", description: "Workshop" },
    });
    expect(res.json.amount).toBe("250.00");
    expect(res.json.figures.lines).toEqual([
      { description: "Workshop", quantity: "1", unitPrice: "250.00", taxes: [], amount: "250.00", lateFeeId: null },
    ]);
  });

  it.each([
    [{ lines: [] }, { lines: "Add at least one line" }],
    [
      { lines: [{ ...LINES[0], quantity: "-1" }] },
      { "lines.0.quantity": "Quantity must be a positive number with at most 3 decimals" },
    ],
    [
      { lines: [{ ...LINES[0], quantity: "0" }] },
      { "lines.0.quantity": "Quantity must be more than 0 and at most 1,000,000" },
    ],
    [
      { lines: [{ ...LINES[0], quantity: "2000000" }] },
      { "lines.0.quantity": "Quantity must be more than 0 and at most 1,000,000" },
    ],
    [
      { lines: [{ ...LINES[0], unitPrice: "-5" }] },
      { "lines.0.unitPrice": "Price must be a positive amount with at most 2 decimals" },
    ],
    [
      { lines: [{ ...LINES[0], unitPrice: "1e9" }] },
      { "lines.0.unitPrice": "Price must be a positive amount with at most 2 decimals" },
    ],
    [
      { lines: [{ ...LINES[0], taxes: [{ name: "VAT", rate: "120" }] }] },
      { "lines.0.taxes.0.rate": "Tax rate cannot be over 100%" },
    ],
    [
      { lines: [{ ...LINES[0], taxes: [{ name: "", rate: "5" }] }] },
      { "lines.0.taxes.0.name": "Tax name is required" },
    ],
    [{ lines: [{ ...LINES[0], description: "" }] }, { "lines.0.description": "Description is required" }],
    [{ lines: [{ ...LINES[0], unitPrice: "0" }] }, { lines: "The invoice total must be more than 0" }],
    [
      { lines: [{ ...LINES[0], quantity: "1000000", unitPrice: "99999999" }] },
      { lines: "The invoice total must be less than 100,000,000" },
    ],
    [{ discount: { type: "percent", value: "101" } }, { "discount.value": "Discount cannot be over 100%" }],
    [
      { discount: { type: "amount", value: "5000" } },
      { "discount.value": "The discount cannot be more than the subtotal" },
    ],
    [{ discount: { type: "bogus", value: "1" } }, { "discount.type": "Discount type must be percent or amount" }],
    [{ amount: "12" }, { amount: "Amount must equal the lines' total (1110.58)" }],
  ])("refuses %j naming the field, storing nothing", async (override, fields) => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const res = await t.call("POST", "/api/invoices", {
      cookie,
      body: {
        clientId: client.id,
        dueDate: "2026-12-21",
        lines: LINES,
        discount: { type: "percent", value: "10" },
        ...override,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject(fields);
    expect(t.db.select().from(invoices).all()).toHaveLength(0);
    expect(t.db.select().from(invoiceLines).all()).toHaveLength(0);
  });

  it("answers 200 malformed bodies with a 4xx envelope, never a 5xx", async () => {
    const t = makeTestApp();
    const { cookie, client } = await ownerWithClient(t);
    const result = await fuzzRoute(t, {
      method: "POST",
      path: "/api/invoices",
      cookie,
      example: { clientId: client.id, dueDate: "2026-12-21", lines: LINES, discount: { type: "amount", value: "5" } },
    });
    expect(result.tried).toBe(200);
    expect(result.serverErrors).toEqual([]);
    expect(result.badEnvelopes).toEqual([]);
  }, 120_000);
});
