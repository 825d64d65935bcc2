import type { Command } from "commander";
import { examples } from "../help";
import type { Act } from "../act";
import { apply, show } from "../run";

const load = () => import("../operations/webhooks");

/** `microteam webhooks ...`: endpoints, a test send and the delivery log (Settings → Webhooks in the web). */
export function addWebhookCommands(program: Command, act: Act) {
  const webhooks = program
    .command("webhooks")
    .description("send events to your own tools (list endpoints; add, test, log, on, off, remove)")
    .addHelpText(
      "after",
      examples(
        "microteam webhooks",
        "microteam webhooks add https://example.com/hooks --events invoice.paid,client.created",
        "microteam webhooks test 1a2b3c4d",
        "microteam webhooks log --status failed",
      ),
    )
    .action(act(async (ctx) => show(ctx, (await load()).listWebhooks(ctx))));
  webhooks
    .command("add")
    .description("add an endpoint (its signing secret is shown once)")
    .argument("<url>", "where to POST the events")
    .requiredOption(
      "--events <list>",
      "comma-separated: invoice.created, invoice.sent, invoice.paid, invoice.overdue, client.created, post.published, post.failed, lead.created",
    )
    .option("--description <text>", "a note for you")
    .action(
      act(async (ctx, opts, [url]) => {
        const events = String(opts.events)
          .split(",")
          .map((e) => e.trim())
          .filter(Boolean);
        await apply(ctx, (await load()).addWebhook(ctx, { url, events, description: opts.description as string }));
      }),
    );
  webhooks
    .command("test")
    .description("send a test event to an endpoint")
    .argument("<id>", "the endpoint's id (or URL)")
    .action(act(async (ctx, _opts, [id]) => apply(ctx, (await load()).testWebhook(ctx, id))));
  webhooks
    .command("log")
    .description("the newest deliveries with the receiver's HTTP status")
    .option("--endpoint <id>", "one endpoint only")
    .option("--status <status>", "queued, sending, delivered, failed or cancelled")
    .action(
      act(async (ctx, opts) =>
        show(ctx, (await load()).webhookLog(ctx, { endpoint: opts.endpoint as string, status: opts.status as string })),
      ),
    );
  for (const [name, enabled] of [
    ["on", true],
    ["off", false],
  ] as const) {
    webhooks
      .command(name)
      .description(`turn an endpoint ${name}`)
      .argument("<id>", "the endpoint's id (or URL)")
      .action(act(async (ctx, _opts, [id]) => apply(ctx, (await load()).setWebhookEnabled(ctx, id, enabled))));
  }
  webhooks
    .command("remove")
    .description("remove an endpoint and its delivery log")
    .argument("<id>", "the endpoint's id (or URL)")
    .action(act(async (ctx, _opts, [id]) => apply(ctx, (await load()).removeWebhook(ctx, id))));
}
