import fc from "fast-check";
import type { makeTestApp } from "./app";

/**
 * Fuzzing of JSON routes (issue 9 "Bad input"). `malformedBodies(example, n)` makes n raw request
 * bodies that are wrong in the ways clients get them wrong: not an object (null, arrays, numbers,
 * strings), broken or truncated JSON, each field of a valid `example` with a wrong type, a huge or
 * odd-unicode string, deep nesting, `__proto__`/`constructor` keys, and fields missing.
 * `fuzzRoute(t, {...})` sends them and returns every answer that was a 5xx or a 4xx without the
 * `{code, message}` envelope; a test expects both lists to be empty.
 *
 *   const result = await fuzzRoute(t, { method: "PUT", path: "/api/user/profile", cookie, example });
 *   expect(result.serverErrors).toEqual([]);
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "\u202e\u200b", "😀".repeat(50), "' OR 1=1 --", "<script>alert(1)</script>"),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => "x".repeat(n)),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
);

const nested = (depth: number, kind: "array" | "object") =>
  kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

/** Raw bodies (strings) built around a valid example body. */
export function bodyArbitrary(example: Record<string, Json>): fc.Arbitrary<string> {
  const keys = Object.keys(example);
  const valid = JSON.stringify(example);
  const notAnObject = fc.oneof(
    fc.constantFrom("null", "[]", "0", "-1", "1e999", '"text"', "true", "false", '""', "[{}]", "[null]"),
    fc.json({ maxDepth: 3 }).filter((j) => !j.trim().startsWith("{")),
  );
  const brokenJson = fc.oneof(
    fc.constantFrom("", " ", "{", "}", "{,}", '{"a":}', "{'a':1}", "undefined", "NaN", "\u0000", "{}garbage"),
    fc.nat(Math.max(0, valid.length - 1)).map((n) => valid.slice(0, n)),
    fc.string().map((s) => valid + s),
  );
  const wrongField =
    keys.length === 0
      ? fc.constant(valid)
      : fc
          .record({ key: fc.constantFrom(...keys), value: wrongValue })
          .map(({ key, value }) => JSON.stringify({ ...example, [key]: value }));
  const allWrong = fc
    .tuple(...keys.map(() => wrongValue))
    .map((values) => JSON.stringify(Object.fromEntries(keys.map((k, i) => [k, values[i]]))));
  const missing = fc
    .subarray(keys)
    .map((drop) => JSON.stringify(Object.fromEntries(Object.entries(example).filter(([k]) => !drop.includes(k)))));
  const deep = fc
    .record({
      depth: fc.integer({ min: 50, max: 20_000 }),
      kind: fc.constantFrom("array" as const, "object" as const),
      inField: fc.boolean(),
    })
    .map(({ depth, kind, inField }) =>
      inField
        ? JSON.stringify({ ...example, [keys[0] ?? "a"]: "__DEEP__" }).replace('"__DEEP__"', nested(depth, kind))
        : nested(depth, kind),
    );
  const prototypeKeys = fc
    .constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty")
    .map((key) => valid.replace(/^\{/, `{"${key}":{"polluted":true,"isAdmin":true},`));
  const unknownFields = fc
    .dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 5 })
    .map((extra) => JSON.stringify({ ...extra, ...example }));
  return fc.oneof(
    notAnObject,
    brokenJson,
    wrongField,
    wrongField,
    allWrong,
    missing,
    deep,
    prototypeKeys,
    unknownFields,
  );
}

/** `count` malformed bodies, the same ones for the same seed. */
export function malformedBodies(example: Record<string, Json>, count = 200, seed = 9): string[] {
  return fc.sample(bodyArbitrary(example), { numRuns: count, seed });
}

export interface FuzzFinding {
  body: string;
  status: number;
  answer: string;
}

/** Sends `count` malformed bodies to one route; returns the answers that break the error contract. */
export async function fuzzRoute(
  t: ReturnType<typeof makeTestApp>,
  options: {
    method: string;
    path: string;
    example: Record<string, Json>;
    cookie?: string;
    token?: string;
    count?: number;
    seed?: number;
  },
): Promise<{ tried: number; serverErrors: FuzzFinding[]; badEnvelopes: FuzzFinding[] }> {
  const bodies = malformedBodies(options.example, options.count ?? 200, options.seed);
  const serverErrors: FuzzFinding[] = [];
  const badEnvelopes: FuzzFinding[] = [];
  for (const body of bodies) {
    const res = await t.call(options.method, options.path, {
      body,
      cookie: options.cookie,
      token: options.token,
      headers: { "content-type": "application/json" },
    });
    const finding = { body: body.slice(0, 200), status: res.status, answer: res.text.slice(0, 300) };
    if (res.status >= 500) serverErrors.push(finding);
    else if (res.status >= 400 && (typeof res.json?.code !== "string" || typeof res.json?.message !== "string")) {
      badEnvelopes.push(finding);
    }
  }
  return { tried: bodies.length, serverErrors, badEnvelopes };
}
