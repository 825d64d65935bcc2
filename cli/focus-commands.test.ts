import { describe, expect, it } from "vitest";
import { postDeliveries } from "@core/db";
import { makeTestApp } from "../test/app";
import { factories } from "../test/factories";
import { cliHarness } from "../test/cli";
import { ownerWithClient } from "../test/owner";

// qa13: every move in the briefing ends in a command that does the move (or unblocks it), never
// `done`, which would only hide money the owner is owed.

type Move = { title: string; suggestedCommand: string };

async function briefing() {
  const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
  const owner = await ownerWithClient(t);
  const cli = cliHarness(t, owner.user.id);
  await cli.run(["client", "add", "Initech", "--yes"]);
  await cli.run(["invoice", "create", "--client", "Initech", "--amount", "3200", "--due", "2026-11-01", "--yes"]);
  for (const amount of ["100", "150", "200"])
    await cli.run(["invoice", "create", "--client", "Acme Ltd", "--amount", amount, "--due", "2026-11-23", "--yes"]);
  const focus = JSON.parse((await cli.run(["focus", "--json"])).stdout) as { topMoves: Move[] };
  const tasks = JSON.parse((await cli.run(["tasks", "--json"])).stdout) as { prioritizedTasks: Move[] };
  return { focus, tasks };
}

describe("the briefing's suggested commands", () => {
  it("an invoice to a client without an email: the command that adds one", async () => {
    const { focus } = await briefing();
    const initech = focus.topMoves.find((m) => /^Send invoice \S+ to Initech$/.test(m.title));
    expect(initech?.suggestedCommand).toBe("microteam client edit Initech --email EMAIL");
  });

  it("a fold of invoices never sent: a list that shows them, not the overdue list they are not in", async () => {
    const { focus } = await briefing();
    const fold = focus.topMoves.find((m) => /^Send \d+ invoices\b/.test(m.title));
    // Issued, not yet due: the pending tab lists all three.
    expect(fold?.suggestedCommand).toBe("microteam invoices --status pending");
  });

  it("a fold of drafts: the draft list, which the command then shows", async () => {
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
    const owner = await ownerWithClient(t);
    const cli = cliHarness(t, owner.user.id);
    for (const amount of ["100", "150", "200"]) {
      await cli.run(["invoice", "create", "--client", "Acme Ltd", "--amount", amount, "--due", "2026-12-20", "--yes"]);
    }
    const drafts = await t.call("GET", "/api/invoices", { cookie: owner.cookie });
    for (const i of drafts.json as { id: string }[]) {
      t.db.$client.prepare("update invoices set status = 'draft' where id = ?").run(i.id);
    }
    const focus = JSON.parse((await cli.run(["focus", "--json"])).stdout) as { topMoves: Move[] };
    const fold = focus.topMoves.find((m) => /^Send 3 invoices\b/.test(m.title));
    expect(fold?.suggestedCommand).toBe("microteam invoices --status draft");
    const listed = JSON.parse((await cli.run(["invoices", "--status", "draft", "--json"])).stdout);
    expect(JSON.stringify(listed)).toContain(drafts.json[0].invoiceNumber);
  });

  it("a post that failed for a dead connection: where to reconnect, not done", async () => {
    const t = makeTestApp({ now: "2026-11-21T09:00:00Z" });
    const owner = await ownerWithClient(t);
    const post = factories.event(t.db, owner.user.id, {
      title: "Spring menu",
      status: "failed",
      startDate: new Date("2026-11-20T09:00:00Z"),
    });
    t.db
      .insert(postDeliveries)
      .values({
        userId: owner.user.id,
        eventId: post.id,
        platform: "twitter",
        status: "failed",
        error: "X stopped accepting the token",
        errorKind: "auth",
      })
      .run();
    const cli = cliHarness(t, owner.user.id);
    const focus = JSON.parse((await cli.run(["focus", "--json"])).stdout) as { topMoves: Move[] };
    const move = focus.topMoves.find((m) => m.title === "Reconnect X: a post could not go out");
    expect(move?.suggestedCommand).toBe("Reconnect in the web app: Settings → Social Media");
  });
});
