import { Command, InvalidArgumentError, Option } from "commander";
import { EXIT } from "./errors";
import type { CliContext } from "./context";
import { apply, guard, localTarget, makeContext, show, type GlobalOptions } from "./run";

/** `--limit`: a whole number from 1 to 200 (the API's page size), or a usage error naming the option. */
function positiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < 1 || n > 200) {
    throw new InvalidArgumentError("must be a whole number from 1 to 200.");
  }
  return n;
}

/** Which AI the local app would use: part of the briefing cache's key. */
const aiSettingsKey = (env = process.env) =>
  [env.AI_BASE_URL, env.AI_MODEL, env.AI_API_KEY || env.OPENAI_API_KEY ? "key" : ""].join("/");

/**
 * A briefing computed now: locally and without a model, straight from the file through core's reads
 * (fast right after a write); otherwise, or when the file needs migrating, through the app's routes.
 */
async function freshBriefing(ctx: CliContext, local: { databasePath: string } | null, userId: string | undefined) {
  const { loadBriefing, briefingFrom } = await import("./operations/focus");
  if (local && userId && aiSettingsKey() === "//") {
    const { readBriefingInputs } = await import("@core/focus/local-briefing");
    const inputs = await readBriefingInputs(local.databasePath, userId).catch(() => null);
    if (inputs) return briefingFrom(ctx.now(), inputs);
  }
  return loadBriefing(ctx);
}

const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join("\n")}\n`;

type Action = (ctx: CliContext, opts: Record<string, unknown>, args: string[]) => Promise<void>;

export interface ProgramOptions {
  /** Makes the context of a command (tests pass one over a test database). */
  context?: (options: GlobalOptions) => CliContext;
  /** How a usage error or --help ends the process (tests throw instead). */
  exit?: (code: number) => never;
  /** Where commander writes help and usage errors (tests capture them). */
  write?: { out: (s: string) => void; err: (s: string) => void };
}

export function buildProgram(version: string, options: ProgramOptions = {}): Command {
  const context = options.context ?? ((opts: GlobalOptions) => makeContext(opts));
  const exit = options.exit ?? ((code: number) => process.exit(code));

  /** Wires a command's action to the shared context, error reporting and exit codes. */
  const act =
    (body: Action) =>
    async (...params: unknown[]) => {
      const cmd = params[params.length - 1] as Command;
      const args = params.slice(0, -2).flat() as string[];
      const opts = cmd.optsWithGlobals() as GlobalOptions & Record<string, unknown>;
      const ctx = context(opts);
      await guard(ctx, () => body(ctx, opts, args));
    };

  const program = new Command()
    .name("microteam")
    .description(
      "Your first five employees, in the terminal: the morning briefing, invoices, reminders, clients and tasks.",
    )
    .version(version)
    .option("--json", "print JSON (for scripts and cron)")
    .option("-y, --yes", "confirm changes without asking (for scripts and cron)")
    .option("--as <email>", "act as this account when the local database has several")
    .option("--local", "use the local database even after `microteam login`")
    .configureOutput(options.write ? { writeOut: options.write.out, writeErr: options.write.err } : {})
    .showSuggestionAfterError(true)
    .showHelpAfterError("(run `microteam --help` for the commands)")
    .exitOverride((err) => {
      const ok = ["commander.helpDisplayed", "commander.version", "commander.help"].includes(err.code);
      exit(ok ? EXIT.ok : EXIT.usage);
    })
    .addHelpText(
      "after",
      examples(
        "microteam focus",
        'microteam "who owes me money?"',
        "microteam invoices --overdue",
        "microteam nudge INV-1042",
        "microteam chat",
        "microteam focus --json | jq .unpaidTotal",
      ),
    );

  program
    .command("focus")
    .description("the morning briefing: top 3 money moves, alerts, today's posts, unpaid total")
    .option("--email", "email the briefing to yourself (for cron)")
    .addHelpText(
      "after",
      examples("microteam focus", "microteam focus --json", "microteam focus --email   # e.g. from cron at 7:00"),
    )
    .action(
      act(async (ctx, opts) => {
        const { briefingResult, emailFocus } = await import("./operations/focus");
        if (opts.email) return show(ctx, emailFocus(ctx));
        const local = localTarget(opts);
        const cache = local
          ? (await import("./operations/focus-cache")).focusCache(
              local.databasePath,
              local.as,
              ctx.now(),
              aiSettingsKey(),
            )
          : null;
        const cached = cache?.read();
        const briefing = cached ?? (await freshBriefing(ctx, local, cache?.owner.userId));
        if (!cached) cache?.write(briefing);
        await show(ctx, briefingResult(briefing));
      }),
    );

  program
    .command("invoices")
    .description("list invoices, most urgent first")
    .option("--overdue", "only overdue invoices")
    .addOption(
      new Option("--status <status>", "only this status").choices(["unpaid", "overdue", "pending", "paid", "draft"]),
    )
    .option("--search <text>", "number, client, description or id")
    .option("--sort <key>", "createdAt, dueDate, amount or number; a leading - reverses")
    .option("--limit <n>", "invoices per page (1-200, default 50)", positiveInt)
    .option("--cursor <cursor>", "the next page, as the previous page printed it")
    .addHelpText(
      "after",
      examples(
        "microteam invoices",
        "microteam invoices --overdue",
        "microteam invoices --status paid --sort -amount",
        'microteam invoices --search "acme" --json',
      ),
    )
    .action(
      act(async (ctx, opts) => {
        const { listInvoices } = await import("./operations/invoices");
        await show(
          ctx,
          listInvoices(ctx, {
            status: opts.overdue ? "overdue" : (opts.status as never),
            search: opts.search as string | undefined,
            sort: opts.sort as string | undefined,
            limit: opts.limit as number | undefined,
            cursor: opts.cursor as string | undefined,
          }),
        );
      }),
    );

  const invoice = program.command("invoice").description("create, send and mark invoices paid");
  invoice
    .command("create")
    .description("create an invoice (due today + your payment terms unless --due)")
    .requiredOption("--client <client>", "client name, email or short id")
    .requiredOption("--amount <amount>", "amount, e.g. 2400 or 850.50")
    .option("--due <date>", "due date, YYYY-MM-DD")
    .option("--description <text>", "what it is for")
    .addHelpText(
      "after",
      examples('microteam invoice create --client "Acme Ltd" --amount 2400 --due 2026-12-20 --description "Workshop"'),
    )
    .action(
      act(async (ctx, opts) => {
        const { createInvoice } = await import("./operations/invoices");
        await apply(
          ctx,
          createInvoice(ctx, {
            client: String(opts.client),
            amount: String(opts.amount),
            due: opts.due as string | undefined,
            description: opts.description as string | undefined,
          }),
        );
      }),
    );
  invoice
    .command("paid")
    .description("mark an invoice paid (paid is final)")
    .argument("<invoice>", "invoice number (INV-1042) or short id")
    .addHelpText("after", examples("microteam invoice paid INV-1042", "microteam invoice paid 3f2a9c1d --yes"))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { markPaid } = await import("./operations/invoices");
        await apply(ctx, markPaid(ctx, ref));
      }),
    );
  invoice
    .command("send")
    .description("email an invoice to its client")
    .argument("<invoice>", "invoice number or short id")
    .addHelpText("after", examples("microteam invoice send INV-1042"))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { sendInvoice } = await import("./operations/invoices");
        await apply(ctx, sendInvoice(ctx, ref));
      }),
    );

  program
    .command("remind")
    .description("send the automatic payment reminders due now (1, 3 and 7 days late; each once)")
    .option("--dry-run", "only list what would be sent")
    .addHelpText(
      "after",
      examples("microteam remind --dry-run", "microteam remind --yes   # safe from cron beside the server"),
    )
    .action(
      act(async (ctx, opts) => {
        const { remind } = await import("./operations/remind");
        const { result, change } = await remind(ctx, { dryRun: Boolean(opts.dryRun) });
        if (change) await apply(ctx, change);
        else await show(ctx, result!);
      }),
    );

  program
    .command("nudge")
    .description("payment reminder for an invoice or a client's overdue invoices; a follow-up for a quiet client")
    .argument("<invoice-or-client>", "invoice number, client name or short id")
    .addHelpText("after", examples("microteam nudge INV-1042", 'microteam nudge "Jane Doe"'))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { nudge } = await import("./operations/nudge");
        await apply(ctx, nudge(ctx, ref));
      }),
    );

  program
    .command("clients")
    .description("list clients, a page at a time (50 by name unless asked otherwise)")
    .option("--search <text>", "name, email, company or id contains")
    .addOption(new Option("--status <status>", "only this status").choices(["active", "inactive"]))
    .addOption(
      new Option("--sort <key>", "order").choices([
        "name",
        "-name",
        "createdAt",
        "-createdAt",
        "lastContactDate",
        "-lastContactDate",
      ]),
    )
    .option("--limit <n>", "rows per page, 1 to 200", positiveInt)
    .option("--cursor <cursor>", "the next page, as the previous page printed it")
    .addHelpText(
      "after",
      examples(
        "microteam clients",
        "microteam clients --search acme",
        "microteam clients --sort -lastContactDate --json",
      ),
    )
    .action(
      act(async (ctx, opts) => {
        const { listClients } = await import("./operations/clients");
        await show(
          ctx,
          listClients(ctx, {
            search: opts.search as string | undefined,
            status: opts.status as string | undefined,
            sort: opts.sort as string | undefined,
            limit: opts.limit as number | undefined,
            cursor: opts.cursor as string | undefined,
          }),
        );
      }),
    );
  program
    .command("client")
    .description("manage clients")
    .command("add")
    .description("add a client")
    .argument("<name>", "the client's name")
    .argument("[email]", "their email")
    .option("--company <company>", "company")
    .option("--phone <phone>", "phone")
    .addHelpText("after", examples('microteam client add "Jane Doe" jane@doe.com --company "Doe Realty"'))
    .action(
      act(async (ctx, opts, [name, email]) => {
        const { addClient } = await import("./operations/clients");
        await apply(ctx, addClient(ctx, { name, email, company: opts.company as string, phone: opts.phone as string }));
      }),
    );

  program
    .command("tasks")
    .description("your tasks and money moves, best first")
    .option("--limit <n>", "how many, 1 to 200", positiveInt, 20)
    .option("--category <category>", "only this category, e.g. Sales")
    .option("--search <text>", "title, reason or id contains")
    .option("--cursor <cursor>", "the next page, as the previous page printed it")
    .addHelpText(
      "after",
      examples("microteam tasks", "microteam tasks --limit 50 --json", "microteam tasks --category Sales"),
    )
    .action(
      act(async (ctx, opts) => {
        const { listTasks } = await import("./operations/tasks");
        await show(
          ctx,
          listTasks(ctx, {
            limit: Number(opts.limit),
            category: opts.category as string | undefined,
            search: opts.search as string | undefined,
            cursor: opts.cursor as string | undefined,
          }),
        );
      }),
    );
  program
    .command("task")
    .description("manage tasks")
    .command("add")
    .description("add a task")
    .argument("<title...>", "what to do")
    .option("--category <category>", "e.g. Sales, Admin, Finance", "Admin")
    .addOption(new Option("--priority <priority>", "priority").choices(["low", "medium", "high"]))
    .option("--due <date>", "due date, YYYY-MM-DD")
    .option("--impact <text>", 'business impact, e.g. "$3,000 project"')
    .addHelpText(
      "after",
      examples('microteam task add "Send the Initech proposal" --category Sales --priority high --due 2026-11-25'),
    )
    .action(
      act(async (ctx, opts, args) => {
        const { addTask } = await import("./operations/tasks");
        await apply(
          ctx,
          addTask(ctx, {
            title: args.join(" "),
            category: opts.category as string,
            priority: opts.priority as never,
            due: opts.due as string,
            impact: opts.impact as string,
          }),
        );
      }),
    );
  program
    .command("done")
    .description("mark a task or suggested move done")
    .argument("<id>", "the short id shown by `microteam tasks`")
    .addHelpText("after", examples("microteam done 3f2a9c1d"))
    .action(
      act(async (ctx, _opts, [ref]) => {
        const { done } = await import("./operations/tasks");
        await apply(ctx, done(ctx, ref));
      }),
    );

  program
    .command("workflows")
    .description("your workflows and their progress; --next: their open steps, best first")
    .addOption(
      new Option("--status <status>", "only this status").choices(["active", "paused", "completed", "pending"]),
    )
    .option("--next", "the open steps of your active workflows, ranked as on the dashboard")
    .option("--workflow <workflow>", "with --next: only this workflow (short id or title)")
    .option("--limit <n>", "rows per page, 1 to 200")
    .option("--cursor <cursor>", "the next page, as the previous page printed it")
    .addHelpText(
      "after",
      examples(
        "microteam workflows",
        "microteam workflows --next",
        "microteam workflows --next --workflow revenue --json",
      ),
    )
    .action(
      act(async (ctx, opts) => {
        const { listWorkflows } = await import("./operations/workflows");
        await show(
          ctx,
          listWorkflows(ctx, {
            status: opts.status as string | undefined,
            next: Boolean(opts.next),
            workflow: opts.workflow as string | undefined,
            limit: opts.limit === undefined ? undefined : Number(opts.limit),
            cursor: opts.cursor as string | undefined,
          }),
        );
      }),
    );

  program
    .command("insights")
    .description("business health with the numbers behind it, your patterns, insights and waiting suggestions")
    .option("--generate", "generate new suggestions and insights from your current figures (Pro)")
    .addHelpText(
      "after",
      examples("microteam insights", "microteam insights --json | jq .healthScore", "microteam insights --generate"),
    )
    .action(
      act(async (ctx, opts) => {
        const ops = await import("./operations/insights");
        if (opts.generate) await apply(ctx, ops.generateInsights(ctx));
        else await show(ctx, ops.insights(ctx));
      }),
    );

  program
    .command("report")
    .description("the Analyst: revenue with sparklines and the forecast, money owed by age, tasks, posts")
    .addHelpText("after", examples("microteam report", "microteam report --json | jq .business.revenueByMonth"))
    .action(
      act(async (ctx) => {
        const { report } = await import("./operations/report");
        await show(ctx, report(ctx));
      }),
    );

  program
    .command("posts")
    .description("scheduled posts, soonest first (from today; --all for every post)")
    .option("--all", "every post, newest first")
    .option("--limit <n>", "posts per page (1-200)", "20")
    .option("--cursor <cursor>", "the next page, as the footer prints it")
    .addHelpText("after", examples("microteam posts", "microteam posts --all --json"))
    .action(
      act(async (ctx, opts) => {
        const { listPosts } = await import("./operations/posts");
        await show(ctx, listPosts(ctx, { all: Boolean(opts.all), limit: Number(opts.limit), cursor: opts.cursor as string | undefined }));
      }),
    );
  program
    .command("post")
    .description("schedule a post (your time zone; 9:00 when only a day is given)")
    .argument("<text>", "what to post")
    .option("--on <platforms>", "twitter, linkedin, facebook, instagram (comma separated)", "linkedin")
    .option("--at <when>", 'when: "tomorrow 9am", "friday 14:30", "2026-11-25 10:00"', "tomorrow 9am")
    .option("--approval", "hold it until it is approved through your approval link")
    .addHelpText(
      "after",
      examples('microteam post "Our spring workshop opens next week" --on linkedin --at "tomorrow 9am"', 'microteam post "New blog post is up" --on x,facebook --at "friday 14:30" --yes'),
    )
    .action(
      act(async (ctx, opts, [text]) => {
        const { schedulePostChange } = await import("./operations/posts");
        await apply(ctx, schedulePostChange(ctx, { text, on: opts.on as string, at: opts.at as string, approval: Boolean(opts.approval) }));
      }),
    );
  program
    .command("publish")
    .description("publish the posts whose time has come, now (safe from cron beside the server)")
    .option("--due", "the posts whose time has come (the only choice: said for clarity in scripts)")
    .addHelpText("after", examples("microteam publish --due", "* * * * * cd /srv/microteam && npx microteam publish --due   # cron, without a server"))
    .action(
      act(async (ctx) => {
        const { publishDue } = await import("./operations/posts");
        await show(ctx, publishDue(ctx));
      }),
    );

  program
    .command("chat")
    .description("talk to your assistant (type 'exit' to leave)")
    .addHelpText("after", examples("microteam chat", 'microteam "mark INV-1042 paid"   # one request, then exit'))
    .action(
      act(async (ctx) => {
        const { startChat } = await import("./chat/start");
        await startChat(ctx);
      }),
    );
  program
    .command("ask", { hidden: true })
    .argument("<request...>")
    .action(
      act(async (ctx, _opts, words) => {
        const { askOnce } = await import("./chat/start");
        await askOnce(ctx, words.join(" "));
      }),
    );

  program
    .command("status")
    .description("where your data is, and which AI, email and payment services are active")
    .addHelpText("after", examples("microteam status", "microteam status --json"))
    .action(
      act(async (ctx) => {
        const { status } = await import("./operations/status");
        await show(ctx, status(ctx));
      }),
    );
  program
    .command("whoami")
    .description("the account you are acting as")
    .addHelpText("after", examples("microteam whoami"))
    .action(
      act(async (ctx) => {
        const { whoami } = await import("./operations/status");
        await show(ctx, whoami(ctx));
      }),
    );
  program
    .command("login")
    .description("use a Microteam server instead of the local database (stores an API token)")
    .requiredOption("--server <url>", "the server's address")
    .option("--token <token>", "an API token made in the app (instead of email and password)")
    .option("--email <email>", "your email (the password is asked, or read from MICROTEAM_PASSWORD)")
    .addHelpText(
      "after",
      examples(
        "microteam login --server https://microteam.example.com",
        "microteam login --server http://localhost:5000 --token mt_...",
      ),
    )
    .action(
      act(async (ctx, opts) => {
        const { login } = await import("./commands/account");
        await login(ctx, { server: String(opts.server), token: opts.token as string, email: opts.email as string });
      }),
    );
  program
    .command("logout")
    .description("forget the server and its token (revoked on the server when possible)")
    .addHelpText("after", examples("microteam logout"))
    .action(
      act(async (ctx) => {
        const { logout } = await import("./commands/account");
        await logout(ctx);
      }),
    );
  program
    .command("init")
    .description("create your account in the local database")
    .option("--email <email>", "your email")
    .option("--business <name>", "your business name")
    .option("--time-zone <zone>", "your time zone, e.g. Europe/Paris")
    .addHelpText(
      "after",
      examples(
        "microteam init",
        'MICROTEAM_PASSWORD=... microteam init --email me@example.com --business "Olive Studio" --time-zone Europe/Paris',
      ),
    )
    .action(
      act(async (ctx, opts) => {
        const { init } = await import("./commands/account");
        await init(ctx, {
          email: opts.email as string,
          business: opts.business as string,
          timeZone: opts.timeZone as string,
        });
      }),
    );
  program
    .command("backup <file>")
    .description("copy the database (and its app secret) into FILE; safe while the server runs")
    .addHelpText("after", examples("microteam backup backups/microteam-$(date +%F).db"))
    .action(
      act(async (ctx, _opts, [file]) => {
        const { backup } = await import("./commands/backup");
        await backup(ctx, file);
      }),
    );
  program
    .command("restore <file>")
    .description("replace the database with a backup made by `microteam backup` (stop the server first)")
    .addHelpText("after", examples("microteam restore backups/microteam-2026-11-21.db", "microteam restore FILE --yes"))
    .action(
      act(async (ctx, _opts, [file]) => {
        const { restore } = await import("./commands/backup");
        await restore(ctx, file);
      }),
    );
  program
    .command("serve")
    .description("start the web app and API server (PORT, default 5000)")
    .option("--port <port>", "port to listen on")
    .addHelpText("after", examples("microteam serve", "microteam serve --port 8080"))
    .action(async (opts: { port?: string }) => {
      if (opts.port) process.env.PORT = opts.port;
      await import("@server/main");
    });

  return program;
}
