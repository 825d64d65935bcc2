// The server's start and the public address (docs/decisions/321-one-public-address.md).
import { explicitPublicUrl, settlePublicAddress, type SettledAddress } from "@core/instance";
import type { Services } from "@core/context";
import type { ServerConfig } from "./config";

/** Before listening: a PUBLIC_URL that is no address stops the start, named; nothing is saved yet. */
export function checkPublicUrlEnv(config: ServerConfig): void {
  try {
    explicitPublicUrl(config.publicUrlFromEnv);
  } catch (error) {
    console.error(`Error: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** Once listening: saves PUBLIC_URL as the public address when the rule says so (a server that failed to start changes nothing). */
export function settleOnListening(services: Services, config: ServerConfig): SettledAddress {
  return settlePublicAddress(services, { explicit: config.publicUrlFromEnv, fallback: config.publicUrl });
}

/** The start-up lines about the public address: where client links point, and what to do when clients cannot open them. */
export function publicAddressLines({ address, changedFrom, notUsed }: SettledAddress): string[] {
  const from = changedFrom
    ? ` (was ${changedFrom}${address.source === "env" ? "; PUBLIC_URL" : ""})`
    : address.source === "settings"
      ? " (set in Settings)"
      : "";
  const lines = [`  public:   ${address.url}${from}`];
  if (notUsed) lines.push(`            ${notUsed}`);
  if (address.loopback && !address.runLocally) {
    lines.push(
      "            clients cannot open links to this computer: emails to them wait until the public address is set",
      '            in Settings → Profile → Public address (or PUBLIC_URL), or you choose "Run locally" there',
    );
  } else if (address.loopback) {
    lines.push("            running locally: client emails carry links only this computer can open");
  }
  return lines;
}
