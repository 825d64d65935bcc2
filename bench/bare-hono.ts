// The baseline of `npm run bench:api`: a bare Hono app on @hono/node-server answering a 2 KB JSON,
// started as its own process beside the app's server. PORT from the environment.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const items = Array.from({ length: 24 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  name: `Item ${i}`,
  amount: "1234.50",
  status: i % 2 ? "paid" : "pending",
}));
const body = { items, total: items.length };

const app = new Hono().get("/json", (c) => c.json(body, 200));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 5403) }, (info) =>
  console.log(`bare hono on ${info.port}: ${JSON.stringify(body).length} bytes`),
);
