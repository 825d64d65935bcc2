import fs from "node:fs";
import type { Services } from "@core/context";
import { CliError, usageError } from "../errors";
import { readAnswer, readPage, type ApiClient, type BatchProgress } from "./client";

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
  const [{ listOwners }, { createApp }] = await Promise.all([import("@core/users"), import("@server/app")]);
  const owner = pickOwner(listOwners(services), options.as, options.databasePath);
  const app = createApp({ services, config, actAs: owner.id });
  return inProcessClient(app, services, options.databasePath, () => {
    services.mail.close();
    services.db.$client.close();
  });
}

/**
 * The API as a client, in-process: requests go through `app.request()`, and emails a change queued
 * are delivered by this process (there may be no server running).
 */
export function inProcessClient(
  app: { request(path: string, init?: RequestInit): Response | Promise<Response> },
  services: Services,
  location: string,
  close: () => void = () => {},
): ApiClient {
  const client: ApiClient = {
    mode: "local",
    location,
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await app.request(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return readAnswer<T>(res);
    },
    async deliver(batchId, onProgress) {
      const progress = () => client.request<BatchProgress>("GET", `/api/outbox/batches/${batchId}`);
      const [{ drainDeliveries }, { deliveryChannels }] = await Promise.all([
        import("@core/delivery"),
        import("@core/composition"),
      ]);
      let pending: Promise<unknown> = Promise.resolve();
      await drainDeliveries(services, deliveryChannels, {
        onDelivery: () => {
          if (onProgress) pending = pending.then(() => progress().then(onProgress));
        },
      });
      await pending;
      return progress();
    },
    async page<T>(path: string) {
      return readPage<T>(await app.request(path));
    },
    async drainDeliveries() {
      const [{ drainDeliveries }, { deliveryChannels }] = await Promise.all([
        import("@core/delivery"),
        import("@core/composition"),
      ]);
      return drainDeliveries(services, deliveryChannels);
    },
    close,
  };
  return client;
}

/** Opens the database and builds the services as the server would, from the same environment. */
export async function openServices(options: LocalOptions) {
  const [{ loadConfig }, { createServices }, { stderrLogger }] = await Promise.all([
    import("@server/config"),
    import("@server/services"),
    import("@core/log"),
  ]);
  const config = loadConfig({ ...(options.env ?? process.env), DATABASE_PATH: options.databasePath });
  // stdout carries the command's data: only warnings and errors, on stderr.
  return { config, services: await createServices(config, { log: stderrLogger }) };
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
