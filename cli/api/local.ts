import fs from "node:fs";
import { CliError, usageError } from "../errors";
import { readAnswer, readPage, type ApiClient } from "./client";

export interface LocalOptions {
  /** The database file (DATABASE_PATH, default ./data/microteam.db). */
  databasePath: string;
  /** Which owner to act as when the file has several (--as EMAIL). */
  as?: string;
  env?: NodeJS.ProcessEnv;
}

/**
 * The same Hono app as the web, in-process over the local database file, acting as the file's owner.
 * No HTTP, no second implementation: every command goes through the API's routes and rules.
 */
export async function localClient(options: LocalOptions): Promise<ApiClient> {
  if (!fs.existsSync(options.databasePath)) {
    throw new CliError(
      `No Microteam database at ${options.databasePath}.`,
      1,
      "Run `microteam init` to create your account here, or set DATABASE_PATH.",
    );
  }
  const { config, services } = await openServices(options);
  const [{ listOwners }, { createApp }] = await Promise.all([import("@core/users/owners"), import("@server/app")]);
  const owner = pickOwner(listOwners(services), options.as, options.databasePath);
  const app = createApp({ services, config, actAs: owner.id });
  return {
    mode: "local",
    location: options.databasePath,
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await app.request(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return readAnswer<T>(res);
    },
    async page<T>(path: string) {
      return readPage<T>(await app.request(path));
    },
    close() {
      services.db.$client.close();
    },
  };
}

/** Opens the database and builds the services as the server would, from the same environment. */
export async function openServices(options: LocalOptions) {
  const [{ loadConfig }, { createServices }] = await Promise.all([
    import("@server/config"),
    import("@server/services"),
  ]);
  const config = loadConfig({ ...(options.env ?? process.env), DATABASE_PATH: options.databasePath });
  return { config, services: await createServices(config) };
}

function pickOwner(owners: { id: string; email: string }[], as: string | undefined, file: string) {
  if (as) {
    const owner = owners.find((o) => o.email.toLowerCase() === as.toLowerCase());
    if (!owner)
      throw usageError(
        `No account ${as} in ${file}.`,
        `Accounts here: ${owners.map((o) => o.email).join(", ") || "none"}.`,
      );
    return owner;
  }
  if (owners.length === 0) {
    throw new CliError(`There is no account in ${file} yet.`, 1, "Run `microteam init` to create yours.");
  }
  if (owners.length > 1) {
    throw usageError(
      `${file} has ${owners.length} accounts; say which one with --as EMAIL.`,
      `Accounts: ${owners.map((o) => o.email).join(", ")}`,
    );
  }
  return owners[0];
}
