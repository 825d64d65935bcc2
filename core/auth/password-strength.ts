import { PASSWORD_MIN_LENGTH } from "../catalog";
import { AppError } from "../errors";

/**
 * The lowest zxcvbn score a new password may have. 3 is "safely unguessable: moderate protection from
 * an offline slow-hash scenario" (under 10^10 guesses), the usual bar when hashes are argon2id.
 * Scores 0–2 include every common or breached-list password zxcvbn ships (language-common's list of
 * frequent passwords), keyboard walks, repeats, dates and the owner's own names and email.
 */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

type Checker = (
  password: string,
  userInputs: string[],
) => { score: number; warning: string | null; suggestions: string[] };

// The dictionaries (a few MB) load on the first check only, so commands that never set a password
// (e.g. `microteam focus --json`) do not pay for them.
let checker: Promise<Checker> | undefined;
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    // `default` unwraps the CommonJS build when a bundler or Node's interop hands it over whole.
    const [core, common, en] = (await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]).then((mods) => mods.map((m) => ("default" in m && m.default ? m.default : m)))) as [
      typeof import("@zxcvbn-ts/core"),
      typeof import("@zxcvbn-ts/language-common"),
      typeof import("@zxcvbn-ts/language-en"),
    ];
    const { ZxcvbnFactory } = core;
    const zxcvbn = new ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
    return (password, userInputs) => {
      const result = zxcvbn.check(password, userInputs);
      return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
    };
  })();
  return checker;
}

/** What about the owner a guesser would try first: email (and its parts) and names. */
export function personalWords(about: {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  businessName?: string | null;
}): string[] {
  const email = about.email?.trim().toLowerCase() ?? "";
  const words = [email, ...email.split(/[@.+_-]/), about.firstName, about.lastName, about.businessName];
  return words.filter((w): w is string => !!w && w.trim().length >= 3).map((w) => w.trim().toLowerCase());
}

/**
 * The one password rule (sign-up, password change, `microteam init`, any reset): at least 8
 * characters and not easy to guess. Throws a VALIDATION error on `field` naming why.
 */
export async function assertStrongPassword(password: string, options: { field: string; userInputs?: string[] }) {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError("VALIDATION", PASSWORD_LENGTH_MESSAGE, { [options.field]: PASSWORD_LENGTH_MESSAGE });
  }
  const result = (await loadChecker())(password, options.userInputs ?? []);
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const why = [result.warning, ...result.suggestions].filter(Boolean).join(" ");
  const message = `This password is too easy to guess.${why ? ` ${why}` : ""}`;
  throw new AppError("VALIDATION", message, { [options.field]: message });
}
