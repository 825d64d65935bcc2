// Benchmark (issue 14 §11): a 10,000-row Stripe invoices export (1,000 customers, paid / open / void /
// draft, three currencies) previewed and imported through the routes, on a database file. Prints the
// times; no budget is asserted. Run: npm run bench:imports
import { benchApp, fmt } from "./support";

const ROWS = 10_000;
const CUSTOMERS = 1_000;

const header =
  "id,Amount Due,Amount Paid,Amount Remaining,Currency,Customer,Date (UTC),Description,Due Date (UTC),Number,Status,Total,Customer Name,Customer Email";
const statuses = ["paid", "open", "paid", "void", "draft", "open", "paid"];
const currencies = ["usd", "eur", "gbp"];
const lines = [header];
for (let i = 0; i < ROWS; i++) {
  const status = statuses[i % statuses.length];
  const total = (50 + ((i * 7919) % 5000)).toFixed(2);
  const paid = status === "paid" ? total : "0.00";
  const remaining = status === "paid" ? "0.00" : total;
  const c = i % CUSTOMERS;
  const month = String(1 + (i % 10)).padStart(2, "0");
  lines.push(
    [
      `in_${i}`,
      total,
      paid,
      remaining,
      currencies[i % 3],
      `cus_${c}`,
      `2026-${month}-05 10:00`,
      `"Work package ${i}, phase ${i % 4}"`,
      `2026-${month}-28 10:00`,
      status === "draft" ? "" : `B-${String(i).padStart(5, "0")}`,
      status,
      total,
      `Customer ${c}`,
      `customer${c}@example.com`,
    ].join(","),
  );
}
const csv = lines.join("\n") + "\n";

const { app, cleanup } = benchApp("2026-11-23T10:00:00Z");
const signup = await app.request("/api/auth/signup", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "bench@example.com", password: "benchmark-pass", firstName: "Bench" }),
});
const cookie = signup.headers.get("set-cookie")!.split(";")[0];
const post = (path: string) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin: "http://localhost" },
    body: JSON.stringify({ csv }),
  });

console.log(`file: ${ROWS.toLocaleString("en-US")} rows, ${(csv.length / 1024 / 1024).toFixed(2)} MB`);
let t = performance.now();
const preview = await post("/api/imports/preview");
const p = (await preview.json()) as { counts: Record<string, number>; errorCount: number };
console.log(`preview: ${fmt(performance.now() - t)} (${preview.status}; ${JSON.stringify(p.counts)}, ${p.errorCount} errors)`);
t = performance.now();
const done = await post("/api/imports");
const r = (await done.json()) as { message: string };
console.log(`import: ${fmt(performance.now() - t)} (${done.status}; ${r.message})`);
cleanup();
