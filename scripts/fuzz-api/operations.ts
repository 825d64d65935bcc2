// The operations of an OpenAPI document as the fuzzer sends them.
import type { JsonSchema } from "json-schema-faker";

export interface Operation {
  method: string;
  path: string;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body's schema, when the operation reads one. */
  jsonBody?: JsonSchema;
  /** The statuses the document says it answers. */
  statuses: number[];
  /** It answers redirects, which Prism follows instead of checking: such operations are checked without it. */
  redirects: boolean;
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, unknown> };
}
interface RawOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

// Deleting comes last, so what the other operations need still exists while they run.
const ORDER = ["get", "post", "put", "patch", "delete"];

export function operationsOf(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!ORDER.includes(method)) continue;
      operations.push({
        method,
        path,
        query: (raw.parameters ?? [])
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema })),
        jsonBody: raw.requestBody?.content["application/json"]?.schema,
        statuses: Object.keys(raw.responses).map(Number),
        redirects: Object.keys(raw.responses).some((code) => /^30[1-8]$/.test(code) && code !== "304"),
      });
    }
  }
  return operations.sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));
}
