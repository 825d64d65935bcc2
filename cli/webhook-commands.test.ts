import { afterEach, describe, expect, it } from "vitest";
import { webhookEndpoints } from "@core/db";
import { makeTestApp } from "../test/app";
import { cliHarness } from "../test/cli";
import { startWebhookReceiver } from "../test/fakes/webhook-receiver";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("microteam webhooks", () => {
  it("adds an endpoint showing its secret once, sends a test and shows the answer in the log", async () => {
    const receiver = await startWebhookReceiver({ answer: () => ({ status: 202 }) });
    cleanups.push(receiver.close);
    const t = makeTestApp({
      config: {
        webhooks: { allowPrivateNetworks: true, requireHttps: false, timeoutMs: 2000, disableAfterFailures: 5 },
      },
    });
    const { user } = await t.signUp();
    const cli = cliHarness(t, user.id);

    const added = await cli.run(["webhooks", "add", receiver.url, "--events", "invoice.paid, client.created"], {
      answer: true,
    });
    expect(added.questions[0]).toBe(`Send invoice.paid, client.created to ${receiver.url}?`);
    const secret = /Signing secret \(shown this once; verify messages with it\): (whsec_\S+)/.exec(added.stdout)?.[1];
    expect(secret).toBeDefined();
    receiver.useSecret(secret!);
    const endpoint = t.db.select().from(webhookEndpoints).get()!;

    const list = await cli.run(["webhooks"]);
    expect(list.stdout).toContain(receiver.url);
    expect(list.stdout).toContain("invoice.paid, client.created");
    expect(list.stdout).not.toContain("whsec_");

    const test = await cli.run(["webhooks", "test", endpoint.id.slice(-8), "--yes"]);
    expect(test.stdout).toContain(`A test event is on its way to ${receiver.url}`);
    await t.deliver();
    expect(receiver.received[0].verifyError).toBeNull();
    const log = await cli.run(["webhooks", "log"]);
    expect(log.stdout).toMatch(/webhook\.test\s+delivered\s+202\s+1/);

    const off = await cli.run(["webhooks", "off", receiver.url, "--yes"]);
    expect(off.stdout).toBe(`${receiver.url} is off.`);
    const refusal = await cli.run(["webhooks", "add", "ftp://x.test/x", "--events", "invoice.paid", "--yes"]);
    expect(refusal.exitCode).toBe(1);
    expect(refusal.stderr).toContain("Use an https:// address");
    const removed = await cli.run(["webhooks", "remove", endpoint.id, "--yes"]);
    expect(removed.stdout).toBe(`Removed ${receiver.url}.`);
    expect(t.db.select().from(webhookEndpoints).all()).toHaveLength(0);
  });
});
