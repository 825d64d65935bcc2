import fs from "node:fs";
import { expect, test } from "vitest";
import { API_SCHEMA_FILE, apiSchemaSource } from "./generate";

// A route, body or query changed without regenerating leaves the web typed against the old contract.
test("web/src/lib/api-schema.ts is what the server's OpenAPI document generates", async () => {
  const committed = fs.readFileSync(API_SCHEMA_FILE, "utf8");
  const fresh = await apiSchemaSource();
  expect(committed === fresh, "web/src/lib/api-schema.ts is out of date with the routes: run `npm run api:types`").toBe(
    true,
  );
}, 60_000);
