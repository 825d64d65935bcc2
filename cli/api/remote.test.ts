import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@core/db";
import { makeTestApp } from "../../test/app";
import { login, logout } from "../operations/account";
import { readConfig } from "../config";
import type { CliContext } from "../context";
import { CliError } from "../errors";
import { makeContext } from "../run";
import { localClient } from "./local";
import { remoteClient } from "./remote";

const closers: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function server() {
  const t = makeTestApp();
  const owner = await t.signUp("remote@example.com", "correct horse");
  const http = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => http.once("listening", r));
  closers.push(() => new Promise<void>((r) => http.close(() => r())));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { t, owner, url };
}

/** A port nothing listens on. */
async function freePort() {
  const { createServer } = await import("node:net");
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

function tempConfig() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-cli-"));
  return { dir, file: path.join(dir, "microteam", "config.json") };
}

function ctxFor(lines: string[]): CliContext {
  return {
    api: async () => {
      throw new Error("not used");
    },
    output: { json: false, color: false, stdout: (s) => lines.push(s), stderr: (s) => lines.push(s) },
    yes: false,
    interactive: false,
    now: () => new Date(),
    confirm: async () => false,
    close: async () => {},
  };
}

describe("remote mode", () => {
  it("logs in with email and password, stores a token (0600) and uses it", async () => {
    const { url } = await server();
    const { file } = tempConfig();
    const env = { ...process.env, MICROTEAM_CONFIG: file, MICROTEAM_PASSWORD: "correct horse" };
    const lines: string[] = [];
    await login(ctxFor(lines), { server: url, email: "remote@example.com" }, env);
    expect(lines[0]).toContain(`Logged in to ${url} as remote@example.com`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const config = readConfig(file)!;
    expect(config.token).toMatch(/^mt_/);
    expect(config.tokenId).toBeTruthy();

    const api = await makeContext({}, env).api();
    expect(api.mode).toBe("remote");
    expect((await api.request<{ email: string }>("GET", "/api/auth/user")).email).toBe("remote@example.com");

    await logout(ctxFor(lines), env);
    expect(fs.existsSync(file)).toBe(false);
    // The token was revoked on the server.
    await expect(remoteClient(url, config.token).request("GET", "/api/auth/user")).rejects.toThrow(
      /rejected the token/,
    );
  });

  it("asks for a read-only token with --read-only (and an expiry), whose writes the server refuses", async () => {
    const { t, owner, url } = await server();
    const { file } = tempConfig();
    const env = { ...process.env, MICROTEAM_CONFIG: file, MICROTEAM_PASSWORD: "correct horse" };
    const lines: string[] = [];
    await login(ctxFor(lines), { server: url, email: "remote@example.com", readOnly: true, expiresInDays: 30 }, env);
    expect(lines[0]).toContain("It is read-only");
    const [stored] = (await t.call("GET", "/api/auth/tokens", { cookie: owner.cookie })).json;
    expect(stored).toMatchObject({ scope: "read", name: expect.stringMatching(/\(read-only\)$/) });
    expect(stored.expiresAt).not.toBeNull();
    const api = await makeContext({}, env).api();
    expect(await api.request("GET", "/api/clients")).toEqual([]);
    await expect(api.request("POST", "/api/clients", { name: "Acme" })).rejects.toThrow(/read-only/);
    // Without a terminal and without --read-only, the terminal's token can change data.
    await login(ctxFor(lines), { server: url, email: "remote@example.com" }, env);
    const tokens = (await t.call("GET", "/api/auth/tokens", { cookie: owner.cookie })).json as { scope: string }[];
    expect(tokens.map((k) => k.scope).sort()).toEqual(["read", "write"]);
  });

  it("logs in with a pasted token, and refuses a bad one", async () => {
    const { t, owner, url } = await server();
    const token = (await t.call("POST", "/api/auth/tokens", { cookie: owner.cookie, body: { name: "pasted" } })).json
      .token;
    const { file } = tempConfig();
    const lines: string[] = [];
    await login(ctxFor(lines), { server: url, token }, { ...process.env, MICROTEAM_CONFIG: file });
    expect(readConfig(file)!.token).toBe(token);
    await expect(
      login(ctxFor(lines), { server: url, token: "mt_nope" }, { ...process.env, MICROTEAM_CONFIG: file }),
    ).rejects.toThrow("The server rejected that token.");
  });

  it("explains an unreachable server and a revoked token in one line", async () => {
    const closed = await freePort();
    await expect(remoteClient(`http://127.0.0.1:${closed}`, "mt_x").request("GET", "/api/auth/user")).rejects.toThrow(
      `Cannot reach the server at http://127.0.0.1:${closed} (ECONNREFUSED).`,
    );
    const { url } = await server();
    const error = (await remoteClient(url, "mt_revoked")
      .request("GET", "/api/auth/user")
      .catch((e: unknown) => e)) as CliError;
    expect(error).toBeInstanceOf(CliError);
    expect(error.message).toBe(`The server at ${url} rejected the token (revoked or expired).`);
    expect(error.hint).toBe(`Run \`microteam login --server ${url}\` again.`);
  });
});

describe("config and local database problems", () => {
  it("names a corrupt or incomplete config file", () => {
    const { file } = tempConfig();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "{ not json");
    expect(() => readConfig(file)).toThrow(`The config file ${file} is not valid JSON.`);
    fs.writeFileSync(file, JSON.stringify({ server: "http://x" }));
    expect(() => readConfig(file)).toThrow("has no server and token");
    expect(readConfig(path.join(path.dirname(file), "missing.json"))).toBeNull();
  });

  it("refuses a missing database without creating it, an empty one, and several owners without --as", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-local-"));
    const file = path.join(dir, "db.sqlite");
    await expect(localClient({ databasePath: file, env: {} })).rejects.toThrow(`No Microteam database at ${file}.`);
    expect(fs.existsSync(file)).toBe(false);

    openDatabase(file).$client.close();
    await expect(localClient({ databasePath: file, env: {} })).rejects.toThrow(`There is no account in ${file} yet.`);

    const db = openDatabase(file);
    const { users } = await import("@core/db");
    db.insert(users)
      .values([{ email: "a@example.com" }, { email: "b@example.com" }])
      .run();
    db.$client.close();
    const several = await localClient({ databasePath: file, env: {} }).catch((e) => e);
    expect(several.message).toBe(`${file} has 2 accounts; say which one with --as EMAIL.`);
    expect(several.exitCode).toBe(2);
    const api = await localClient({ databasePath: file, as: "b@example.com", env: { APP_SECRET: "x" } });
    expect((await api.request<{ email: string }>("GET", "/api/auth/user")).email).toBe("b@example.com");
    api.close();
  });
});
