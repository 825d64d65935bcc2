import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ExchangeRatesSettings } from "../../core/currency/rates-source";

/**
 * A local Frankfurter API (v1, https://frankfurter.dev): `GET /v1/latest?from=EUR&to=USD` and
 * `GET /v1/YYYY-MM-DD?from=…&to=…` answer `{amount, base, date, rates: {USD: 1.0832}}`, from a table of
 * rates against EUR (the ECB's base) rebased as Frankfurter does. Its documented errors: 404
 * `{"message":"not found"}` for a currency it does not publish, 422 `{"message": …}` for a bad query.
 * `mode` makes it fail as a real service can: down (500), slow (answers after `delayMs`), or garbage.
 */
export async function startFakeFrankfurter(options: { latestDate?: string } = {}) {
  // Units of each currency per 1 EUR.
  const perEur: Record<string, number> = { EUR: 1, USD: 1.0832, GBP: 0.8571, JPY: 162.45, CAD: 1.4862, CHF: 0.9412 };
  const requests: string[] = [];
  const state = { mode: "ok" as "ok" | "down" | "slow" | "garbage", delayMs: 0 };
  const latestDate = options.latestDate ?? "2026-11-20";

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    const answer = () => {
      if (state.mode === "down") return send(500, { message: "internal error" });
      if (state.mode === "garbage") return send(200, "<html>maintenance</html>");
      const match = /^\/v1\/(latest|\d{4}-\d{2}-\d{2})$/.exec(url.pathname);
      if (req.method !== "GET" || !match) return send(404, { message: "not found" });
      const base = (url.searchParams.get("from") ?? url.searchParams.get("base") ?? "EUR").toUpperCase();
      const symbols = (url.searchParams.get("to") ?? url.searchParams.get("symbols") ?? "").toUpperCase();
      if (symbols && symbols.split(",").includes(base)) return send(422, { message: "bad currency pair" });
      const date = match[1] === "latest" ? latestDate : match[1];
      if (!(base in perEur)) return send(404, { message: "not found" });
      const wanted = symbols ? symbols.split(",") : Object.keys(perEur).filter((c) => c !== base);
      const rates: Record<string, number> = {};
      for (const code of wanted) {
        if (code in perEur) rates[code] = Math.round((perEur[code] / perEur[base]) * 100_000) / 100_000;
      }
      if (Object.keys(rates).length === 0) return send(404, { message: "not found" });
      send(200, { amount: 1.0, base, date, rates });
    };
    if (state.mode === "slow") setTimeout(answer, state.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const settings: ExchangeRatesSettings = { url: `http://127.0.0.1:${port}/v1`, timeoutMs: 1000 };
  return {
    settings,
    requests,
    fail(mode: "ok" | "down" | "slow" | "garbage", delayMs = 0) {
      state.mode = mode;
      state.delayMs = delayMs;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
