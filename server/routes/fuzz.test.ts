import { describe, expect, it } from "vitest";
import { makeTestApp } from "../../test/app";
import { fuzzRoute } from "../../test/fuzz";

// Issue 9 "Bad input": every new or changed route gets 200+ malformed bodies and never answers 5xx
// (nor a 4xx without the {code, message} envelope). Limits are raised so bodies reach validation.
const roomy = {
  rateLimits: {
    signIn: { limit: 10_000, windowMs: 60_000 },
    signUp: { limit: 10_000, windowMs: 60_000 },
    support: { limit: 10_000, windowMs: 60_000 },
  },
  lockout: { threshold: 10_000 },
};

async function setup() {
  const t = makeTestApp({ config: roomy });
  const owner = await t.signUp();
  const task = await t.call("POST", "/api/tasks", {
    cookie: owner.cookie,
    body: { title: "Call Acme", category: "Sales" },
  });
  return { t, owner, taskId: task.json.id as string };
}

const routes: {
  method: string;
  path: (ids: { taskId: string }) => string;
  example: Record<string, any>;
}[] = [
  {
    method: "POST",
    path: () => "/api/auth/signup",
    example: { email: "n@example.com", password: "plum tartan kettle", firstName: "N", lastName: "O" },
  },
  {
    method: "POST",
    path: () => "/api/auth/signin",
    example: { email: "n@example.com", password: "plum tartan kettle" },
  },
  { method: "POST", path: () => "/api/auth/tokens", example: { name: "laptop" } },
  {
    method: "POST",
    path: () => "/api/support/contact",
    example: { name: "Ann", email: "ann@example.com", question: "How do I send an invoice?" },
  },
  { method: "POST", path: () => "/api/clients/import", example: { csv: "name,email\nAcme,acme@example.com\n" } },
  {
    method: "PUT",
    path: ({ taskId }) => `/api/tasks/${taskId}`,
    example: { title: "Call Acme", completed: true, priority: "high" },
  },
  {
    method: "PUT",
    path: () => "/api/user/profile",
    example: {
      firstName: "Olive",
      lastName: "Owner",
      email: "changed@example.com",
      currentPassword: "wrong",
      timeZone: "UTC",
    },
  },
  {
    method: "PUT",
    path: () => "/api/user/password",
    example: { currentPassword: "wrong", newPassword: "plum tartan kettle" },
  },
  { method: "DELETE", path: () => "/api/user", example: { password: "wrong", confirmation: "DELETE" } },
];

describe("fuzzing the new and changed routes", () => {
  it.each(routes.map((r) => [`${r.method} ${r.path({ taskId: ":id" })}`, r] as const))(
    "%s: 200 malformed bodies, no 5xx",
    async (_name, route) => {
      const { t, owner, taskId } = await setup();
      const result = await fuzzRoute(t, {
        method: route.method,
        path: route.path({ taskId }),
        example: route.example,
        cookie: owner.cookie,
        count: 200,
      });
      expect(result.tried).toBe(200);
      expect(result.serverErrors).toEqual([]);
      expect(result.badEnvelopes).toEqual([]);
      // The owner is still there and can still sign in: nothing partial was written.
      expect((await t.call("GET", "/api/auth/user", { cookie: owner.cookie })).status).toBe(200);
    },
    120_000,
  );
});
