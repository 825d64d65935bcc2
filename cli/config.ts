import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CliError } from "./errors";

/** What `microteam login` stores: the server and an API token (never the password). */
export interface CliConfig {
  server: string;
  token: string;
  email?: string;
  /** The token's id on the server, so `logout` can revoke it. */
  tokenId?: string;
}

/** $MICROTEAM_CONFIG, else $XDG_CONFIG_HOME/microteam/config.json, else ~/.config/microteam/config.json. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MICROTEAM_CONFIG) return env.MICROTEAM_CONFIG;
  const base = env.XDG_CONFIG_HOME || path.join(os.homedir(), ".config");
  return path.join(base, "microteam", "config.json");
}

export function readConfig(file = configPath()): CliConfig | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
  let data: Partial<CliConfig>;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CliError(
      `The config file ${file} is not valid JSON.`,
      1,
      "Fix it, or run `microteam logout` to remove it.",
    );
  }
  if (typeof data.server !== "string" || typeof data.token !== "string") {
    throw new CliError(
      `The config file ${file} has no server and token.`,
      1,
      "Run `microteam login --server URL` again.",
    );
  }
  return { server: data.server, token: data.token, email: data.email, tokenId: data.tokenId };
}

/** Written with mode 0600: the token is as good as a password. */
export function writeConfig(config: CliConfig, file = configPath()): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, JSON.stringify(config, null, 2) + "\n", { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

export function removeConfig(file = configPath()): boolean {
  try {
    fs.unlinkSync(file);
    return true;
  } catch {
    return false;
  }
}
