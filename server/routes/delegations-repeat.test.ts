import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, taskDelegations } from "@core/db";
import { makeTestApp } from "../../test/app";

// qa12 F2: the same delegation sent again (a double submit, a retried request, two tabs) is one
// delegation, one email and one live link; asking again later still sends a fresh link.
describe("delegating the same task to the same helper twice", () => {
  async function ownerWithTask(t: ReturnType<typeof makeTestApp>) {
    const owner = await t.signUp();
    const task = (
      await t.call("POST", "/api/tasks", {
        cookie: owner.cookie,
        body: { title: "Send the welcome pack", category: "Clients" },
      })
    ).json;
    return { ...owner, task };
  }
  const helper = { helperName: "Sam Rivera", helperEmail: "sam@helpers.test", message: "Thanks!" };

  it("sends one email with one live link when the same request arrives three times at once", async () => {
    const t = makeTestApp();
    const { cookie, task } = await ownerWithTask(t);
    const answers = await Promise.all(
      [helper, helper, { ...helper, helperEmail: "SAM@helpers.test" }].map((body) =>
        t.call("POST", `/api/tasks/${task.id}/delegation`, { cookie, body }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((a) => a.json.batchId)).size).toBe(1);
    expect(t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "delegation")).all()).toHaveLength(1);
    const rows = t.db.select().from(taskDelegations).all();
    expect(rows).toHaveLength(1);
    expect((await t.call("GET", `/api/public/delegations/${rows[0]!.token}`)).status).toBe(200);
  });

  it("sends a new link for another helper, another note, or the same one asked again later", async () => {
    const t = makeTestApp();
    const { cookie, task } = await ownerWithTask(t);
    const send = (body: object) => t.call("POST", `/api/tasks/${task.id}/delegation`, { cookie, body });
    await send(helper);
    await send({ ...helper, message: "Use the new template" });
    t.clock.set(new Date(t.clock.now().getTime() + 11 * 60_000));
    await send({ ...helper, message: "Use the new template" });
    await send({ ...helper, helperName: "Ana", helperEmail: "ana@helpers.test" });
    expect(t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "delegation")).all()).toHaveLength(4);
  });

  it("sends again at once when the last email to that helper could not be sent", async () => {
    const t = makeTestApp();
    const { cookie, task } = await ownerWithTask(t);
    await t.call("POST", `/api/tasks/${task.id}/delegation`, { cookie, body: helper });
    t.db
      .update(emailOutbox)
      .set({ status: "failed", error: "550 mailbox full" })
      .where(eq(emailOutbox.kind, "delegation"))
      .run();
    const again = await t.call("POST", `/api/tasks/${task.id}/delegation`, { cookie, body: helper });
    expect(again.status).toBe(202);
    expect(t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "delegation")).all()).toHaveLength(2);
  });
});
