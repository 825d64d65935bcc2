import os from "node:os";
import { readAnswer } from "../api/client";
import { ask, type CliContext } from "../context";
import { configPath, readConfig, removeConfig, writeConfig } from "../config";
import { CliError, usageError } from "../errors";
import type { PublicUser } from "../types";

/**
 * `microteam login --server URL`: exchanges email and password (or a pasted token) for an API token
 * scoped to what the terminal will do: read and write unless `--read-only` (or the owner says so when
 * asked), with an optional expiry.
 */
export async function login(
  ctx: CliContext,
  options: {
    server: string;
    token?: string;
    email?: string;
    readOnly?: boolean;
    readWrite?: boolean;
    expiresInDays?: number;
  },
  env = process.env,
) {
  const server = options.server.replace(/\/+$/, "");
  if (!/^https?:\/\//.test(server))
    throw usageError(
      `"${options.server}" is not a server address.`,
      "Use for example --server https://microteam.example.com",
    );
  let token = options.token ?? env.MICROTEAM_TOKEN;
  let tokenId: string | undefined;
  let scope: "read" | "write" | undefined;
  if (!token) {
    const password = env.MICROTEAM_PASSWORD;
    if (!ctx.interactive && (!options.email || !password)) {
      throw usageError(
        "No terminal to ask for your email and password.",
        "Pass --token TOKEN (create one in the app), or --email with MICROTEAM_PASSWORD set.",
      );
    }
    const email = options.email ?? (await ask("Email: "));
    const pass = password ?? (await ask("Password: ", { hidden: true }));
    scope = await chooseScope(ctx, options);
    const signIn = await post(`${server}/api/auth/signin`, { email, password: pass });
    const cookie = signIn.headers.get("set-cookie")?.split(";")[0];
    await readAnswer(signIn);
    const created = await readAnswer<{ id: string; token: string }>(
      await post(
        `${server}/api/auth/tokens`,
        {
          name: `microteam CLI on ${os.hostname()}${scope === "read" ? " (read-only)" : ""}`,
          scope,
          expiresInDays: options.expiresInDays ?? null,
        },
        { cookie: cookie ?? "" },
      ),
    );
    token = created.token;
    tokenId = created.id;
  }
  const me = await readAnswer<PublicUser>(
    await fetchOrExplain(`${server}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } }, server),
  ).catch((error) => {
    if (error instanceof CliError && /401|Not signed in/.test(error.message)) {
      throw new CliError(
        "The server rejected that token.",
        1,
        "Create a new one in the app, or log in with your email and password.",
      );
    }
    throw error;
  });
  writeConfig({ server, token, email: me.email, tokenId }, configPath(env));
  const access =
    scope === "read"
      ? " It is read-only: commands that change data are refused until you log in again without --read-only."
      : "";
  ctx.output.stdout(
    `Logged in to ${server} as ${me.email}. The token is saved in ${configPath(env)} (readable only by you).${access}`,
  );
}

/**
 * What the terminal's token may do: read-write unless asked otherwise (its commands send invoices and
 * reminders); at a terminal without either flag, the owner is asked.
 */
async function chooseScope(ctx: CliContext, options: { readOnly?: boolean; readWrite?: boolean }) {
  if (options.readOnly && options.readWrite) throw usageError("Choose --read-only or --read-write, not both.");
  if (options.readOnly) return "read" as const;
  if (options.readWrite || !ctx.interactive) return "write" as const;
  const answer = (await ask("Allow this terminal to change your data (create and send invoices, reminders)? [Y/n] "))
    .trim()
    .toLowerCase();
  return answer === "n" || answer === "no" ? ("read" as const) : ("write" as const);
}

/** `microteam logout`: revokes the token on the server when possible and forgets it. */
export async function logout(ctx: CliContext, env = process.env) {
  const file = configPath(env);
  let config = null;
  try {
    config = readConfig(file);
  } catch {
    // A corrupt file is removed all the same.
  }
  if (config?.tokenId) {
    await fetch(`${config.server}/api/auth/tokens/${config.tokenId}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${config.token}` },
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
  }
  const removed = removeConfig(file);
  ctx.output.stdout(
    removed
      ? `Logged out${config ? ` of ${config.server}` : ""}. Commands now use the local database.`
      : "You were not logged in.",
  );
}

/** `microteam init`: creates the owner of the local database, through the same sign-up and onboarding calls as the web. */
export async function init(
  ctx: CliContext,
  options: { email?: string; business?: string; timeZone?: string },
  env = process.env,
) {
  const databasePath = env.DATABASE_PATH || "./data/microteam.db";
  const { openServices } = await import("../api/local");
  const { config, services } = await openServices({ databasePath, env });
  try {
    const [{ listOwners }, { createApp }] = await Promise.all([import("@core/users/owners"), import("@server/app")]);
    const owners = listOwners(services);
    if (owners.length) {
      throw new CliError(
        `${databasePath} already has an account (${owners.map((o) => o.email).join(", ")}).`,
        1,
        "Use `microteam whoami`, or --as EMAIL.",
      );
    }
    const password = env.MICROTEAM_PASSWORD;
    if (!ctx.interactive && (!options.email || !password || !options.business)) {
      throw usageError(
        "No terminal to ask the questions.",
        "Pass --email, --business and --time-zone, with MICROTEAM_PASSWORD set.",
      );
    }
    const email = options.email ?? (await ask("Email: "));
    const pass = await choosePassword(ctx, email, password);
    const business = options.business ?? (await ask("Business name: "));
    const zoneDefault = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const timeZone = options.timeZone ?? ((await ask(`Time zone [${zoneDefault}]: `)) || zoneDefault);

    const app = createApp({ services, config });
    const json = (body: unknown, cookie?: string) => ({
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const signUp = await app.request("/api/auth/signup", json({ email, password: pass }));
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
    ctx.output.stdout(
      `Created ${user.email} for ${business} in ${databasePath} (2-week trial). Try \`microteam focus\`; refine your profile in the web app (microteam serve).`,
    );
  } finally {
    services.db.$client.close();
  }
}

/**
 * The account's password, checked at once by the one password rule (core/auth/password-strength.ts)
 * so a weak one is refused before the other questions; in a terminal, three tries.
 */
async function choosePassword(ctx: CliContext, email: string, fromEnv: string | undefined): Promise<string> {
  const [{ assertStrongPassword, personalWords }, { AppError }] = await Promise.all([
    import("@core/auth/password-strength"),
    import("@core/errors"),
  ]);
  const check = async (candidate: string) => {
    try {
      await assertStrongPassword(candidate, { field: "password", userInputs: personalWords({ email }) });
      return null;
    } catch (error) {
      if (error instanceof AppError && error.code === "VALIDATION") return error.message;
      throw error;
    }
  };
  if (fromEnv !== undefined) {
    const problem = await check(fromEnv);
    if (problem) throw new CliError(`MICROTEAM_PASSWORD: ${problem}`, 1);
    return fromEnv;
  }
  for (let attempt = 1; ; attempt++) {
    const candidate = await ask("Password (at least 8 characters, hard to guess): ", { hidden: true });
    const problem = await check(candidate);
    if (!problem) return candidate;
    if (attempt === 3) throw new CliError(problem, 1);
    ctx.output.stderr(`${problem} Try another.`);
  }
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetchOrExplain(
    url,
    { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) },
    new URL(url).origin,
  );
}

async function fetchOrExplain(url: string, init: RequestInit, server: string) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new CliError(`Cannot reach the server at ${server} (${cause}).`, 1);
  }
}
