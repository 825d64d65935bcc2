// Why a platform's figures could not be read, in the owner's words.
import { platformName } from "../publishing/messages";
import type { PlatformError } from "../social/types";

export function readFailure(error: PlatformError): string {
  const name = platformName(error.platform);
  const detail = error.detail.length > 160 ? `${error.detail.slice(0, 159)}…` : error.detail;
  switch (error.kind) {
    case "auth":
      return `${name} refused the token: reconnect in Settings → Social Media (${detail})`;
    case "setup":
      return `${name} is not fully set up: ${detail}`;
    case "rate_limited":
      return `${name} asked us to slow down; its figures will be read again later`;
    default:
      return `Could not read ${name}'s figures (${detail}); they will be read again later`;
  }
}
