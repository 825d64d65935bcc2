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
  // Each word of a name counts on its own: "Harbor Design Studio" makes "harbor" a guess.
  const names = [about.firstName, about.lastName, about.businessName].map((n) => n?.trim().toLowerCase() ?? "");
  const words = [email, ...email.split(/[@.+_-]/), ...names, ...names.flatMap((n) => n.split(/[^\p{L}\p{N}]+/u))];
  return [...new Set(words.filter((w) => w.length >= 3))];
}

const PERSONAL_MESSAGE =
  "This password is too easy to guess. It is made of your own name, business or email: add words of your own.";

/**
 * True when the password is the owner's own words with digits or symbols around them
 * ("OliviaHarbor2024"): zxcvbn rates such a password "safely unguessable" (10^8 guesses), but a
 * guesser who knows the owner tries their names and a year first.
 */
function madeOfPersonalWords(password: string, personal: string[]): boolean {
  const lower = password.toLowerCase();
  const used = personal.filter((w) => lower.includes(w)).sort((a, b) => b.length - a.length);
  if (!used.length) return false;
  const rest = used.reduce((text, word) => text.split(word).join(" "), lower);
  return rest.replace(/[^\p{L}]/gu, "").length < 4;
}

/**
 * The one password rule (sign-up, password change, `microteam init`, any reset): at least 8
 * characters and not easy to guess. Throws a VALIDATION error on `field` naming why.
 */
export async function assertStrongPassword(password: string, options: { field: string; userInputs?: string[] }) {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError("VALIDATION", PASSWORD_LENGTH_MESSAGE, { [options.field]: PASSWORD_LENGTH_MESSAGE });
  }
  if (madeOfPersonalWords(password, options.userInputs ?? [])) {
    throw new AppError("VALIDATION", PERSONAL_MESSAGE, { [options.field]: PERSONAL_MESSAGE });
  }
  const result = (await loadChecker())(password, options.userInputs ?? []);
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const why = [result.warning, ...result.suggestions].filter(Boolean).join(" ");
  const message = `This password is too easy to guess.${why ? ` ${why}` : ""}`;
  throw new AppError("VALIDATION", message, { [options.field]: message });
}
