// Why a platform's figures could not be read, in the owner's words.
import { accountProblem, clip, platformName } from "../publishing";
import type { PlatformError } from "../../social";

export function readFailure(error: PlatformError): string {
  const name = platformName(error.platform);
  const detail = clip(error.detail);
  switch (error.kind) {
    case "auth":
    case "setup":
      return accountProblem(error)!;
    case "rate_limited":
      return `${name} asked us to slow down; its figures will be read again later`;
    default:
      return `Could not read ${name}'s figures (${detail}); they will be read again later`;
  }
}
