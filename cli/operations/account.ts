import os from "node:os";
import { readAnswer } from "../api/client";
import { ask, type CliContext } from "../context";
import { message, render } from "../output";
import { useProxyFromEnv } from "../proxy";
import { readSecret, type Stdin } from "../read-stdin";
import { configPath, readConfig, removeConfig, writeConfig } from "../config";
import { CliError, usageError } from "../errors";
import type { PublicUser } from "../types";

export interface LoginOptions {
  server: string;
  /** --token: works, with a warning (other users see it in `ps`; it stays in shell history). */
  token?: string;
  tokenStdin?: boolean;
  email?: string;
  passwordStdin?: boolean;
  /** What the new token may do (asked at a terminal when neither is given). */
  readOnly?: boolean;
  readWrite?: boolean;
  expiresInDays?: number;
}

/**
 * `microteam login --server URL`: exchanges email and password (or a token made in the app) for an
 * API token scoped to what the terminal will do: read and write unless `--read-only` (or the owner
 * says so when asked), with an optional expiry. Secrets come from standard input (--token-stdin,
 * --password-stdin) or a prompt; MICROTEAM_TOKEN and MICROTEAM_PASSWORD are the last resort.
 */
export async function login(ctx: CliContext, options: LoginOptions, env = process.env, stdin: Stdin = process.stdin) {
  await useProxyFromEnv(env);
  const server = options.server.replace(/\/+$/, "");
  if (!/^https?:\/\//.test(server))
    throw usageError(
      `"${options.server}" is not a server address.`,
      "Use for example --server https://microteam.example.com",
    );
  if (options.tokenStdin && options.passwordStdin)
    throw usageError("--token-stdin and --password-stdin both read standard input; choose one.");
  if (options.token && options.tokenStdin) throw usageError("Pass the token once: --token-stdin or --token.");
  if (options.passwordStdin && !options.email) throw usageError("--password-stdin needs --email.");
  if (options.token) {
    ctx.output.stderr(
      "Warning: a token on the command line stays in your shell history and shows in `ps`; prefer --token-stdin.",
    );
  }
  let token = options.tokenStdin ? await readSecret("--token-stdin", "API token", stdin) : options.token;
  if (!token && !options.email && !options.passwordStdin) token = env.MICROTEAM_TOKEN || undefined;
  let tokenId: string | undefined;
  let scope: "read" | "write" | undefined;
  if (!token) {
    const password = options.passwordStdin
      ? await readSecret("--password-stdin", "password", stdin)
      : env.MICROTEAM_PASSWORD || undefined;
    if (!ctx.interactive && (!options.email || !password)) {
      throw usageError(
        "No terminal to ask for your email and password.",
        "Pipe a token made in the app into --token-stdin, or pass --email with --password-stdin.",
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
  render(
    message(
      `Logged in to ${server} as ${me.email}. The token is saved in ${configPath(env)} (readable only by you).${access}`,
      {
        server,
        email: me.email,
        config: configPath(env),
        scope: scope ?? null,
      },
    ),
    ctx.output,
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
  await useProxyFromEnv(env);
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
  const text = removed
    ? `Logged out${config ? ` of ${config.server}` : ""}. Commands now use the local database.`
    : "You were not logged in.";
  render(message(text, { loggedOut: removed, server: config?.server ?? null }), ctx.output);
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
