// The server's start and the public address (docs/decisions/321-one-public-address.md).
import { settlePublicAddress, type PublicAddress } from "@core/instance";
import type { Services } from "@core/context";
import type { ServerConfig } from "./config";

export interface StartingAddress {
  address: PublicAddress;
  changedFrom: string | null;
}

/** Saves PUBLIC_URL as the public address when the rule says so; a PUBLIC_URL that is no address stops the start, named. */
export function startingPublicAddress(services: Services, config: ServerConfig): StartingAddress {
  try {
    return settlePublicAddress(services, { explicit: config.publicUrlFromEnv, fallback: config.publicUrl });
  } catch (error) {
    console.error(`Error: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** The start-up lines about the public address: where client links point, and what to do when clients cannot open them. */
export function publicAddressLines({ address, changedFrom }: StartingAddress): string[] {
  const from = changedFrom
    ? ` (was ${changedFrom}; PUBLIC_URL)`
    : address.source === "settings"
      ? " (set in Settings)"
      : "";
  const lines = [`  public:   ${address.url}${from}`];
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
