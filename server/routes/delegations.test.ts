import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, notifications, taskDelegations, tasks, users } from "@core/db";
import { capturingLogger } from "@core/log";
import { makeTestApp } from "../../test/app";

async function ownerWithStep(t: ReturnType<typeof makeTestApp>) {
  const owner = await t.signUp();
  await t.call("PUT", "/api/user/profile", {
    cookie: owner.cookie,
    body: { firstName: "Olive", lastName: "Owner", email: owner.email, businessName: "Olive & Co" },
  });
  const wf = (
    await t.call("POST", "/api/workflows", {
      cookie: owner.cookie,
      body: { title: "Onboarding", category: "efficiency" },
    })
  ).json;
  const step = (
    await t.call("POST", "/api/tasks", {
      cookie: owner.cookie,
      body: {
        title: "Send the welcome pack",
        description: "Use the template in the shared folder",
        category: "Clients",
        workflowId: wf.id,
        dueDate: "2026-11-25",
        estimatedTime: 20,
        businessImpact: "$4,000 retainer",
      },
    })
  ).json;
  const other = (
    await t.call("POST", "/api/tasks", {
      cookie: owner.cookie,
      body: { title: "Second step", category: "Clients", workflowId: wf.id },
    })
  ).json;
  return { ...owner, wf, step, other };
}

const helper = { helperName: "Sam Rivera", helperEmail: "sam@helpers.test", message: "Thanks for jumping on this!" };
const linkOf = (body: string) => /\/delegated\/([0-9a-f]{64})/.exec(body)![1];

describe("delegating a task to a helper", () => {
  it("emails the helper a private link where they see the task and mark it done with a note", async () => {
    const t = makeTestApp();
    const { cookie, wf, step } = await ownerWithStep(t);
    const res = await t.call("POST", `/api/tasks/${step.id}/delegation`, { cookie, body: helper });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({
      success: true,
      batchId: expect.any(String),
      delegation: { taskId: step.id, taskTitle: "Send the welcome pack", helperName: "Sam Rivera", completedAt: null },
    });
    const [email] = t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "delegation")).all();
    expect(email).toMatchObject({
      toAddress: "sam@helpers.test",
      subject: "Olive & Co asked for your help: Send the welcome pack",
      replyTo: expect.stringMatching(/@example\.com$/),
      relatedType: "task",
      relatedId: step.id,
    });
    expect(email.fromAddress).toContain("Olive & Co");
    expect(email.body).toContain("Thanks for jumping on this!");
    expect(email.body).toContain("Due Wednesday, November 25.");
    await t.deliver();
    expect(t.db.select().from(emailOutbox).where(eq(emailOutbox.id, email.id)).get()!.status).toBe("stored");

    // The task leaves the owner's moves and the ranked steps; the workflow shows one delegated.
    const moves = (await t.call("GET", "/api/tasks/prioritized", { cookie })).json.prioritizedTasks;
    expect(moves.some((m: { id: string }) => m.id === step.id)).toBe(false);
    expect((await t.call("GET", `/api/workflows/${wf.id}`, { cookie })).json.steps).toEqual({
      total: 2,
      completed: 0,
      delegated: 1,
    });

    const token = linkOf(email.body);
    const page = await t.call("GET", `/api/public/delegations/${token}`);
    expect(page.status).toBe(200);
    expect(page.json).toEqual({
      businessName: "Olive & Co",
      helperName: "Sam Rivera",
      task: {
        title: "Send the welcome pack",
        description: "Use the template in the shared folder",
        dueDate: "2026-11-25",
        estimatedTime: 20,
      },
      message: "Thanks for jumping on this!",
      delegatedAt: "2026-11-21T09:00:00.000Z",
      status: "open",
      completedAt: null,
      completionNote: null,
      completedBy: null,
    });
    // Nothing of the owner beyond the business name: no name, email, money, workflow or other steps.
    for (const secret of ["Olive Owner", "@example.com", "4,000", "Onboarding", "Second step"]) {
      expect(page.text).not.toContain(secret);
    }

    const done = await t.call("POST", `/api/public/delegations/${token}/complete`, {
      body: { note: "Sent it at 3pm" },
    });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: "done", completedBy: "helper", completionNote: "Sent it at 3pm" });
    expect(t.db.select().from(tasks).where(eq(tasks.id, step.id)).get()).toMatchObject({ completed: true });
    expect((await t.call("GET", `/api/workflows/${wf.id}`, { cookie })).json).toMatchObject({
      progress: 50,
      steps: { total: 2, completed: 1, delegated: 0 },
    });
    const [note] = t.db.select().from(notifications).all();
    expect(note).toMatchObject({
      type: "delegation_done",
      title: 'Sam Rivera finished "Send the welcome pack"',
      href: "/workflows",
    });
    const bell = (await t.call("GET", "/api/notifications", { cookie })).json.items;
    expect(bell[0]).toMatchObject({ type: "delegation_done", description: "Their note: Sent it at 3pm" });

    // The owner sees who had it, when they opened it and when it was done.
    const list = await t.call("GET", "/api/delegations?state=done", { cookie });
    expect(list.headers.get("X-Total-Count")).toBe("1");
    expect(list.json[0]).toMatchObject({
      helperName: "Sam Rivera",
      workflowTitle: "Onboarding",
      viewedAt: "2026-11-21T09:00:00.000Z",
      completedAt: "2026-11-21T09:00:00.000Z",
      completionNote: "Sent it at 3pm",
      email: { status: "stored", error: null },
    });
    const steps = (await t.call("GET", `/api/workflows/${wf.id}/steps`, { cookie })).json;
    expect(steps.find((s: { id: string }) => s.id === step.id).delegation).toMatchObject({
      helperName: "Sam Rivera",
      completionNote: "Sent it at 3pm",
    });

    // Once only; and it cannot be taken back now.
    const twice = await t.call("POST", `/api/public/delegations/${token}/complete`);
    expect(twice.status).toBe(409);
    expect((await t.call("DELETE", `/api/tasks/${step.id}/delegation`, { cookie })).status).toBe(409);
  });

  it("takes a task back: the link stops working and the task is the owner's move again", async () => {
    const t = makeTestApp();
    const { cookie, step } = await ownerWithStep(t);
    await t.call("POST", `/api/tasks/${step.id}/delegation`, { cookie, body: helper });
    const token = t.db.select().from(taskDelegations).get()!.token;
    // Delegating again replaces the helper and the link.
    await t.call("POST", `/api/tasks/${step.id}/delegation`, {
      cookie,
      body: { helperName: "Ana", helperEmail: "ana@helpers.test" },
    });
    expect((await t.call("GET", `/api/public/delegations/${token}`)).status).toBe(404);
    const second = t.db.select().from(taskDelegations).all();
    expect(second).toHaveLength(1);
    expect(second[0].helperName).toBe("Ana");
    const back = await t.call("DELETE", `/api/tasks/${step.id}/delegation`, { cookie });
    expect(back.status).toBe(200);
    expect((await t.call("GET", `/api/public/delegations/${second[0].token}`)).status).toBe(404);
    const moves = (await t.call("GET", "/api/tasks/prioritized", { cookie })).json.prioritizedTasks;
    expect(moves.some((m: { id: string }) => m.id === step.id)).toBe(true);
    expect((await t.call("DELETE", `/api/tasks/${step.id}/delegation`, { cookie })).status).toBe(404);
  });

  it("counts a task the owner finished themself as done, and gives a reopened one back to the owner", async () => {
    const t = makeTestApp();
    const { cookie, step, other } = await ownerWithStep(t);
    await t.call("POST", `/api/tasks/${step.id}/delegation`, { cookie, body: helper });
    await t.call("POST", `/api/tasks/${other.id}/delegation`, { cookie, body: { ...helper, helperName: "Ana" } });
    const [first, second] = t.db.select().from(taskDelegations).all();
    const tokenOf = (taskId: string) => (first.taskId === taskId ? first : second).token;

    await t.call("PUT", `/api/tasks/${step.id}`, { cookie, body: { completed: true } });
    const done = (await t.call("GET", "/api/delegations?state=done", { cookie })).json;
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ taskId: step.id, completedBy: "owner", completedAt: "2026-11-21T09:00:00.000Z" });
    expect((await t.call("GET", `/api/public/delegations/${tokenOf(step.id)}`)).json).toMatchObject({
      status: "done",
      completedBy: "owner",
    });
    expect((await t.call("POST", `/api/public/delegations/${tokenOf(step.id)}/complete`)).status).toBe(409);
    expect((await t.call("DELETE", `/api/tasks/${step.id}/delegation`, { cookie })).status).toBe(409);

    // The helper finishes the other; the owner reopens it: it is the owner's move again.
    await t.call("POST", `/api/public/delegations/${tokenOf(other.id)}/complete`, { body: { note: "Done" } });
    const moves = async () =>
      (await t.call("GET", "/api/tasks/prioritized", { cookie })).json.prioritizedTasks.map(
        (m: { id: string }) => m.id,
      );
    expect(await moves()).not.toContain(other.id);
    await t.call("PUT", `/api/tasks/${other.id}`, { cookie, body: { completed: false } });
    expect(await moves()).toContain(other.id);
    expect((await t.call("GET", "/api/delegations?state=open", { cookie })).json).toEqual([]);
  });

  it("is Pro: an owner on Starter after the trial gets 403 and nothing is sent", async () => {
    const t = makeTestApp();
    const { cookie, step, user } = await ownerWithStep(t);
    t.db
      .update(users)
      .set({ subscriptionTier: "starter", subscriptionStatus: "active" })
      .where(eq(users.id, user.id))
      .run();
    const res = await t.call("POST", `/api/tasks/${step.id}/delegation`, { cookie, body: helper });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "FORBIDDEN", details: { upgradeUrl: "/checkout?tier=pro" } });
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);
    expect(t.db.select().from(taskDelegations).all()).toHaveLength(0);
    t.db.update(users).set({ subscriptionTier: "pro" }).where(eq(users.id, user.id)).run();
    expect((await t.call("POST", `/api/tasks/${step.id}/delegation`, { cookie, body: helper })).status).toBe(202);
  });

  it("validates the helper, refuses a done task and another owner's task, and writes nothing", async () => {
    const t = makeTestApp();
    const { cookie, step, other } = await ownerWithStep(t);
    const bad = await t.call("POST", `/api/tasks/${step.id}/delegation`, {
      cookie,
      body: { helperName: " ", helperEmail: "nope" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ helperName: "Helper's name is required", helperEmail: "Enter a valid email" });
    await t.call("PUT", `/api/tasks/${other.id}`, { cookie, body: { completed: true } });
    expect((await t.call("POST", `/api/tasks/${other.id}/delegation`, { cookie, body: helper })).status).toBe(409);
    const stranger = await t.signUp();
    const foreign = await t.call("POST", `/api/tasks/${step.id}/delegation`, { cookie: stranger.cookie, body: helper });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain("welcome pack");
    expect((await t.call("DELETE", `/api/tasks/${step.id}/delegation`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.call("GET", "/api/delegations", { cookie: stranger.cookie })).json).toEqual([]);
    expect(t.db.select().from(emailOutbox).all()).toHaveLength(0);
    expect(t.db.select().from(taskDelegations).all()).toHaveLength(0);
  });

  it("counts against the owner's hourly allowance of emails to third parties", async () => {
    const t = makeTestApp({ config: { clientEmailsPerHour: 1 } });
    const { cookie, step, other } = await ownerWithStep(t);
    expect((await t.call("POST", `/api/tasks/${step.id}/delegation`, { cookie, body: helper })).status).toBe(202);
    const second = await t.call("POST", `/api/tasks/${other.id}/delegation`, { cookie, body: helper });
    expect(second.status).toBe(429);
    expect(t.db.select().from(taskDelegations).all()).toHaveLength(1);
  });

  it("answers anything but a live 64-hex token with a plain 404, and is rate limited per address", async () => {
    const t = makeTestApp({ config: { rateLimits: { delegation: { limit: 5, windowMs: 60_000 } } } });
    const { cookie, step } = await ownerWithStep(t);
    await t.call("POST", `/api/tasks/${step.id}/delegation`, { cookie, body: helper });
    const token = t.db.select().from(taskDelegations).get()!.token;
    for (const bad of ["nope", token.toUpperCase(), "0".repeat(64), `${token}0`]) {
      const res = await t.call("GET", `/api/public/delegations/${bad}`, { remoteAddress: "198.51.100.9" });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: "NOT_FOUND", message: "Task not found" });
    }
    expect((await t.call("GET", `/api/public/delegations/${token}`, { remoteAddress: "198.51.100.9" })).status).toBe(
      200,
    );
    const limited = await t.call("GET", `/api/public/delegations/${token}`, { remoteAddress: "198.51.100.9" });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("RATE_LIMITED");
    expect((await t.call("GET", `/api/public/delegations/${token}`, { remoteAddress: "198.51.100.10" })).status).toBe(
      200,
    );
  });

  it("keeps the helper's token out of the request log", async () => {
    const log = capturingLogger();
    const t = makeTestApp({ log });
    const { cookie, step } = await ownerWithStep(t);
    await t.call("POST", `/api/tasks/${step.id}/delegation`, { cookie, body: helper });
    const token = t.db.select().from(taskDelegations).get()!.token;
    await t.call("GET", `/api/public/delegations/${token}`);
    expect(JSON.stringify(log.lines)).not.toContain(token);
    expect(log.lines.some((l) => l.path === "/api/public/delegations/[token]")).toBe(true);
  });
});
