// The held-out set's scoring rules (test/chat-heldout/README.md "Scoring"), as code: one chat reply
// against one expectation. Pure: the runner (scripts/eval-chat.ts) gathers the replies.

export type Args = Record<string, unknown>;
export type Proposed = { op: string; args: Args };

export type Expect =
  | { kind: "action"; actions: Proposed[] }
  | { kind: "answer"; mustContain: string[] }
  | { kind: "clarify"; about: string }
  | { kind: "decline"; nextStep: string };

export interface HeldOutRequest {
  id: string;
  text: string;
  expect: Expect;
  alsoAccept?: Expect[];
  note?: string;
}

export type Outcome = "understood" | "wrong" | "not understood" | "silent drop";

export interface Scored {
  outcome: Outcome;
  why: string;
}

/** What one turn of the chat produced: everything it said, and the changes it proposed. */
export interface Turn {
  text: string;
  proposals: Proposed[];
}

const GENERIC = /didn't understand/i;

/** Names in the fixture (clients, tasks, workflows), to check that a question names the choices. */
export interface Vocabulary {
  names: string[];
  today: string;
}

export function score(request: HeldOutRequest, turn: Turn, vocab: Vocabulary): Scored {
  const kinds = [request.expect, ...(request.alsoAccept ?? [])];
  const results = kinds.map((e) => scoreOne(e, turn, vocab));
  const understood = results.find((r) => r.outcome === "understood");
  if (understood) return understood;
  return results[0];
}

function scoreOne(expect: Expect, turn: Turn, vocab: Vocabulary): Scored {
  const { text, proposals } = turn;
  if (expect.kind !== "action" && proposals.length > 0) {
    return { outcome: "wrong", why: `proposed ${describe(proposals)} for a ${expect.kind}` };
  }
  switch (expect.kind) {
    case "action":
      return scoreActions(expect.actions, turn, vocab);
    case "answer": {
      const missing = expect.mustContain.filter((s) => !text.toLowerCase().includes(s.toLowerCase()));
      return missing.length
        ? { outcome: "not understood", why: `answer lacks ${missing.join(", ")}` }
        : { outcome: "understood", why: "answered" };
    }
    case "clarify": {
      if (GENERIC.test(text) || !text.includes("?")) return { outcome: "not understood", why: "asked nothing" };
      const wanted = [
        ...(expect.about.match(/INV-\d+/g) ?? []),
        ...vocab.names.filter((n) => expect.about.toLowerCase().includes(n.toLowerCase())),
      ];
      const missing = wanted.filter((w) => !text.toLowerCase().includes(w.toLowerCase()));
      return missing.length
        ? { outcome: "not understood", why: `the question does not name ${missing.join(", ")}` }
        : { outcome: "understood", why: "asked" };
    }
    case "decline": {
      if (GENERIC.test(text)) return { outcome: "not understood", why: "generic refusal" };
      if (!/\b(not|no|can't|cannot|don't|doesn't|isn't|aren't|won't|never|outside)\b/i.test(text))
        return { outcome: "not understood", why: "does not say it is out of scope" };
      const shared = sharedWords(expect.nextStep, text);
      return shared.length >= 2
        ? { outcome: "understood", why: `declined, next step (${shared.slice(0, 4).join(", ")})` }
        : { outcome: "not understood", why: "no next step in the spirit of the expected one" };
    }
  }
}

function scoreActions(expected: Proposed[], turn: Turn, vocab: Vocabulary): Scored {
  const left = [...expected];
  const extra: Proposed[] = [];
  for (const p of turn.proposals) {
    const i = left.findIndex((e) => sameAction(e, p, vocab));
    if (i >= 0) left.splice(i, 1);
    else extra.push(p);
  }
  if (extra.length) return { outcome: "wrong", why: `unexpected ${describe(extra)}` };
  if (left.length === 0) return { outcome: "understood", why: "proposed" };
  if (turn.proposals.length === 0) return { outcome: "not understood", why: `nothing proposed` };
  const said = /\b(won't|will not|can't|cannot|not able|isn't something|not part)\b/i.test(turn.text);
  return {
    outcome: said ? "not understood" : "silent drop",
    why: `missing ${describe(left)}${said ? " (said so)" : ""}`,
  };
}

const words = (s: string) => (s.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length >= 3);

function sameAction(expected: Proposed, proposed: Proposed, vocab: Vocabulary): boolean {
  if (expected.op !== proposed.op) return false;
  if (expected.op === "mark_invoice_paid" && !("paidDate" in expected.args)) {
    const given = proposed.args.paidDate;
    if (given && given !== vocab.today) return false;
  }
  return Object.entries(expected.args).every(([key, want]) => sameArg(key, want, proposed.args[key]));
}

/** One platform's names: the sets write X as "twitter". */
const platform = (p: unknown) => {
  const name = String(p).toLowerCase();
  return name === "twitter" ? "x" : name;
};

function sameArg(key: string, want: unknown, got: unknown): boolean {
  if (got === undefined || got === null || got === "") return false;
  // "(the new invoice)": a record the same request creates first; any reference to it matches (fresh sets' README).
  if (typeof want === "string" && /^\(the new \w+\)$/.test(want)) return true;
  if (Array.isArray(want)) {
    if (!Array.isArray(got) || got.length !== want.length) return false;
    if (key === "platforms") {
      const have = new Set(got.map(platform));
      return want.every((p) => have.has(platform(p)));
    }
    // A list of records (a payment plan's instalments): each in order, field by field.
    return want.every((w, i) =>
      typeof w === "object" && w !== null
        ? Object.entries(w).every(([k, v]) => sameArg(k, v, (got[i] as Record<string, unknown>)?.[k]))
        : sameArg(key, w, got[i]),
    );
  }
  if (typeof want === "number") return Math.abs(Number(String(got).replace(/[$,]/g, "")) - want) < 0.005;
  const w = String(want);
  const g = String(got);
  switch (key) {
    case "platform":
      return platform(w) === platform(g);
    case "time":
      // "9:00" is "09:00".
      return w.padStart(5, "0") === g.padStart(5, "0");
    case "amount":
      return Math.round(Number(want) * 100) === Math.round(Number(g.replace(/[$,]/g, "")) * 100);
    case "phone":
      return w.replace(/\D/g, "") === g.replace(/\D/g, "");
    case "title":
    case "description":
    case "topic": {
      const have = new Set(words(g));
      return words(w).every((x) => have.has(x));
    }
    default:
      return w.toLowerCase() === g.toLowerCase();
  }
}

/** Shared words of four letters or more (not the commonest), between the expected next step and the reply. */
function sharedWords(expected: string, reply: string): string[] {
  const common = new Set(
    "that this with from they them their there what when which would could should have does about into your only also invoice invoices microteam".split(
      " ",
    ),
  );
  const have = new Set((reply.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem));
  const want = new Set(
    (expected.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length >= 4 && !common.has(w)).map(stem),
  );
  return [...want].filter((w) => have.has(w));
}

const stem = (w: string) => w.replace(/(ing|ed|es|s)$/, "");

export function describe(ps: Proposed[]): string {
  return ps.map((p) => `${p.op}(${JSON.stringify(p.args)})`).join(" + ");
}
