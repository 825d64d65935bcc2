import type { z } from "zod";
import { readAnswer } from "../api/client";
import { ask, type CliContext } from "../context";
import { CliError, usageError } from "../errors";
import { message, render } from "../output";
import { readSecret, type Stdin } from "../read-stdin";
import type { PublicUser } from "../types";

export interface InitOptions {
  name?: string;
  email?: string;
  passwordStdin?: boolean;
  business?: string;
  timeZone?: string;
}

/** Tries per question in a terminal before giving up. */
const TRIES = 3;

/** The first problem the schema finds with a value, or null. */
function problemWith(schema: z.ZodType, value: string): string | null {
  const checked = schema.safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? "Not valid");
}

/**
 * One question, checked as soon as it is answered by the same rule the server applies; a wrong answer
 * says why and asks again (three tries). A value given by flag is checked the same way, before any
 * question, and a wrong one is a usage error naming the flag.
 */
async function answer(
  ctx: CliContext,
  spec: { flag: string; question: string; given?: string; fallback?: string; check: (v: string) => string | null },
): Promise<string> {
  if (spec.given !== undefined) {
    const problem = spec.check(spec.given.trim());
    if (problem) throw usageError(`${spec.flag}: ${problem}`);
    return spec.given.trim();
  }
  for (let attempt = 1; ; attempt++) {
    const typed = (await ask(spec.question)) || spec.fallback || "";
    const problem = spec.check(typed);
    if (!problem) return typed;
    if (attempt === TRIES) throw new CliError(problem, 1, `Run \`microteam init\` again, or pass ${spec.flag}.`);
    ctx.output.stderr(`${problem}${/[.?!]$/.test(problem) ? "" : "."} Try again.`);
  }
}

/** "los angeles" → America/Los_Angeles: the zones whose city is the words typed (at most three). */
export function zonesLike(typed: string): string[] {
  const want = typed
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
  if (want.length < 3) return [];
  const city = (zone: string) => zone.split("/").pop()!.toLowerCase().replace(/_/g, " ");
  return Intl.supportedValuesOf("timeZone")
    .filter((zone) => city(zone) === want || zone.toLowerCase().replace(/_/g, " ") === want)
    .slice(0, 3);
}

/**
 * `microteam init`: creates the owner of the local database, through the same sign-up and onboarding
 * calls as the web. Asks the owner's name (the briefing greets them), email, password, business and
 * time zone, each checked as it is typed; every answer can come from a flag instead.
 */
export async function init(ctx: CliContext, options: InitOptions, env = process.env, stdin: Stdin = process.stdin) {
  const databasePath = env.DATABASE_PATH || "./data/microteam.db";
  const [{ SignUpInput }, { OnboardingInput }, { timeZoneField }] = await Promise.all([
    import("@core/auth/schemas"),
    import("@core/users/schemas"),
    import("@core/validation"),
  ]);
  const checkName = (v: string) => (v ? problemWith(SignUpInput.shape.firstName, v) : "Your name is required");
  const checks = {
    name: (v: string) => checkName(v) ?? (v.length > 200 ? "Must be at most 200 characters" : null),
    email: (v: string) => problemWith(SignUpInput.shape.email, v),
    business: (v: string) => problemWith(OnboardingInput.shape.businessName, v),
    timeZone: (v: string) => {
      const problem = problemWith(timeZoneField, v);
      const near = problem ? zonesLike(v) : [];
      return problem && near.length ? `${problem}; did you mean ${near.join(" or ")}?` : problem;
    },
  };
  // Flags are checked before the database is touched or anything is asked.
  for (const [key, flag] of [
    ["name", "--name"],
    ["email", "--email"],
    ["business", "--business"],
    ["timeZone", "--time-zone"],
  ] as const) {
    const given = options[key];
    const problem = given === undefined ? null : checks[key](given.trim());
    if (problem) throw usageError(`${flag}: ${problem}`);
  }
  const fromStdin = options.passwordStdin ? await readSecret("--password-stdin", "password", stdin) : undefined;
  const password = fromStdin ?? (env.MICROTEAM_PASSWORD || undefined);
  if (!ctx.interactive && (!options.email || !password || !options.business)) {
    throw usageError(
      "Cannot ask the questions here (no terminal, or --no-input).",
      "Pass --name, --email, --business and --time-zone, and pipe the password into --password-stdin.",
    );
  }

  const { openServices } = await import("../api/local");
  const { config, services } = await openServices({ databasePath, env });
  try {
    const [{ listOwners }, { createApp }] = await Promise.all([import("@core/users"), import("@server/app")]);
    const owners = listOwners(services);
    if (owners.length) {
      throw new CliError(
        `${databasePath} already has an account (${owners.map((o) => o.email).join(", ")}).`,
        1,
        "Use `microteam whoami`, or --as EMAIL.",
      );
    }
    // Without a terminal the name is optional (the greeting then has none); in one it is asked first.
    const name =
      options.name !== undefined || !ctx.interactive
        ? (options.name?.trim() ?? "")
        : await answer(ctx, { flag: "--name", question: "Your name: ", check: checks.name });
    const email = await answer(ctx, {
      flag: "--email",
      question: "Email: ",
      given: options.email,
      check: checks.email,
    });
    const pass = await choosePassword(
      ctx,
      email,
      name,
      password,
      fromStdin ? "--password-stdin" : "MICROTEAM_PASSWORD",
    );
    const business = await answer(ctx, {
      flag: "--business",
      question: "Business name: ",
      given: options.business,
      check: checks.business,
    });
    const zoneDefault = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const timeZone = await answer(ctx, {
      flag: "--time-zone",
      question: `Time zone [${zoneDefault}]: `,
      given: options.timeZone ?? (ctx.interactive ? undefined : zoneDefault),
      fallback: zoneDefault,
      check: checks.timeZone,
    });

    const [firstName, ...rest] = name.split(/\s+/).filter(Boolean);
    const app = createApp({ services, config });
    const json = (body: unknown, cookie?: string) => ({
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const signUp = await app.request(
      "/api/auth/signup",
      json({ email, password: pass, firstName: firstName ?? null, lastName: rest.join(" ") || null }),
    );
    const cookie = signUp.headers.get("set-cookie")?.split(";")[0];
    const user = await readAnswer<PublicUser>(signUp);
    await readAnswer(
      await app.request(
        "/api/onboarding/complete",
        json(
          {
            businessName: business,
            businessNiche: "Other",
            socialMediaPlatforms: [],
            defaultHourlyRate: "75",
            defaultCurrency: "USD",
            paymentTerms: "30",
            primaryGoals: ["Streamline invoicing process"],
            contentFrequency: "weekly",
            automationLevel: "moderate",
            timeZone,
          },
          cookie,
        ),
      ),
    );
    render(
      message(
        `Created ${user.email} for ${business} in ${databasePath} (2-week trial)${firstName ? `. Welcome, ${firstName}!` : "."} ` +
          "Try `microteam focus`; refine your profile in the web app (microteam serve).",
        { email: user.email, firstName: firstName ?? null, business, timeZone, databasePath },
      ),
      ctx.output,
    );
  } finally {
    services.db.$client.close();
  }
}

/**
 * The account's password, checked at once by the one password rule (core/auth/password-strength.ts)
 * so a weak one is refused before the other questions; in a terminal, three tries.
 */
async function choosePassword(
  ctx: CliContext,
  email: string,
  name: string,
  given: string | undefined,
  source: string,
): Promise<string> {
  const [{ assertStrongPassword, personalWords }, { AppError }] = await Promise.all([
    import("@core/auth/password-strength"),
    import("@core/errors"),
  ]);
  const [firstName, ...rest] = name.split(/\s+/).filter(Boolean);
  const check = async (candidate: string) => {
    try {
      await assertStrongPassword(candidate, {
        field: "password",
        userInputs: personalWords({ email, firstName, lastName: rest.join(" ") }),
      });
      return null;
    } catch (error) {
      if (error instanceof AppError && error.code === "VALIDATION") return error.message;
      throw error;
    }
  };
  if (given !== undefined) {
    const problem = await check(given);
    if (problem) throw new CliError(`${source}: ${problem}`, 1);
    return given;
  }
  for (let attempt = 1; ; attempt++) {
    const candidate = await ask("Password (at least 8 characters, hard to guess): ", { hidden: true });
    const problem = await check(candidate);
    if (!problem) return candidate;
    if (attempt === TRIES) throw new CliError(problem, 1);
    ctx.output.stderr(`${problem} Try another.`);
  }
}
