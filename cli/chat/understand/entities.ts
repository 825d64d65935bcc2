// The owner's own things named in a sentence: clients, helpers and leads by name (whole, in part, or
// misspelt), and tasks, workflows, posts, quotes and recurring series by the words of their titles
// ("the oakridge migration" is "Migrate Oakridge to new host"). Found before the request is
// classified, so the classifier reads "move @task to @date" whatever the task is called.

import type { OwnerVocabulary } from "@core/assistant";
import { commonWords } from "./common-words";
import { sameWord, stem, tokenize, type Token } from "./tokens";

export type EntityKind = "client" | "helper" | "lead" | "task" | "workflow" | "post" | "quote" | "series";

export interface Entity {
  kind: EntityKind;
  id: string;
  /** What the owner calls it: a client's name, a task's title, a quote's number. */
  name: string;
  /** The words it is known by beyond its name (a client's company, a quote's client and description). */
  aliases: string[];
  /** A task's workflow and due date: a workflow's next step is its first open task. */
  workflow?: string | null;
  due?: string | null;
  done?: boolean;
  /** A quote's or series' client: "invoice greenway for the listing shoot" names the client through it. */
  client?: string;
  /** A quote's, series' or workflow's status ("sent", "paused"…): which of them a change can apply to. */
  status?: string;
}

export interface Mention {
  kind: EntityKind;
  index: number;
  end: number;
  /** The entities the words fit equally well: one is a match, several a question. */
  entities: Entity[];
  /** 1 when every word of the name was typed as it is; less for a part or a near spelling. */
  score: number;
  /** Typed as it is spelt (a part of it counts): not a guess at a typo. */
  exact: boolean;
  /** Only a part of the name was typed ("hudson" of Hudson Yards Dental). */
  part?: boolean;
}

/** Words that name nothing on their own: a client called "Harbor & Pine Dental" is not found by "dental". */
const GENERIC = new Set(
  (
    "and the of a an for to in on at by with my our your co inc llc ltd company group studio studios design designs " +
    "services service solutions consulting agency media digital web creative labs lab partners associates shop store " +
    "cafe coffee dental realty fitness law photo photography marketing build builders construction home homes health " +
    "new old big little best good great first next last this that it them him her me us you client clients invoice " +
    "invoices quote task post workflow plan care site website page pages app mobile one two three"
  ).split(" "),
);

/** Entities from the owner's vocabulary (GET /api/assistant/vocabulary). */
export function entitiesOf(v: OwnerVocabulary): Entity[] {
  return [
    ...v.clients.map((c) => ({
      kind: "client" as const,
      id: c.id,
      name: c.name,
      aliases: c.company ? [c.company] : [],
    })),
    ...v.helpers.map((h) => ({ kind: "helper" as const, id: h.email, name: h.name, aliases: [] })),
    ...v.leads.map((l) => ({ kind: "lead" as const, id: l.id, name: l.name, aliases: [] })),
    ...v.tasks.map((t) => ({
      kind: "task" as const,
      id: t.id,
      name: t.title,
      aliases: [],
      workflow: t.workflowTitle,
      due: t.dueDate,
      done: t.completed,
    })),
    ...v.workflows.map((w) => ({ kind: "workflow" as const, id: w.id, name: w.title, aliases: [], status: w.status })),
    // A post's `done` is false while it can still be scheduled (a draft, or one that failed).
    ...v.posts.map((p) => ({
      kind: "post" as const,
      id: p.id,
      name: p.title,
      aliases: [],
      done: !(p.status === "draft" || p.status === "failed"),
    })),
    ...v.quotes.map((q) => ({
      kind: "quote" as const,
      id: q.id,
      name: q.quoteNumber,
      aliases: [q.description ?? "", q.clientName].filter(Boolean),
      client: q.clientName,
      status: q.status,
    })),
    ...v.series.map((s) => ({
      kind: "series" as const,
      id: s.id,
      name: `${s.clientName}${s.description ? ` ${s.description}` : ""}`,
      aliases: [],
      client: s.clientName,
      status: s.status,
    })),
  ];
}

const PEOPLE: EntityKind[] = ["client", "helper", "lead"];

/** Words that tell a new task: its title may repeat an existing one's opening words. */
const NEW_TASK =
  /\b(?:remind me|add (?:a )?(?:task|todo|to do)|new task|don t forget|dont forget|need to|have to|got to|gotta)\b/;

const words = (s: string) =>
  tokenize(s)
    .map((t) => t.word)
    .filter((w) => w !== "and" && w !== "the");

/** Every mention of the owner's things in the text, overlapping ones included (mask.ts picks). */
export function findMentions(text: string, entities: Entity[]): Mention[] {
  const tokens = tokenize(text);
  // How many entities of each kind carry a word: a word of one client's name alone names that client.
  const carriers = new Map<string, Set<string>>();
  for (const e of entities) {
    if (!PEOPLE.includes(e.kind)) continue;
    for (const w of new Set([e.name, ...e.aliases].flatMap(words))) {
      const key = `${e.kind}:${w}`;
      carriers.set(key, (carriers.get(key) ?? new Set()).add(e.id));
    }
  }
  // How many titles carry each word: one that only one title has names that title alone.
  const titleWords = new Map<string, number>();
  for (const e of entities) {
    if (PEOPLE.includes(e.kind)) continue;
    for (const w of new Set(words(e.name).map(stem))) titleWords.set(w, (titleWords.get(w) ?? 0) + 1);
  }
  const nameWords = new Set([...carriers.keys()].map((k) => k.slice(k.indexOf(":") + 1)));
  const found: Mention[] = [];
  for (const e of entities) {
    const spans = PEOPLE.includes(e.kind)
      ? nameSpans(tokens, e, carriers)
      : titleSpans(tokens, e, titleWords, nameWords);
    for (const s of spans)
      found.push({
        kind: e.kind,
        index: s.index,
        end: s.end,
        entities: [e],
        score: s.score,
        exact: s.exact,
        part: s.part,
      });
  }
  found.push(...quotedTitles(text, entities));
  return dropEchoes(merge(found));
}

/**
 * "bill copper kettle 2.5k for the catering brochure": once a person or business is named more fully,
 * a lone word of their name elsewhere is part of what is said about them, not a second mention.
 */
function dropEchoes(mentions: Mention[]): Mention[] {
  const best = new Map<string, number>();
  for (const m of mentions) {
    if (!PEOPLE.includes(m.kind) || m.entities.length !== 1) continue;
    best.set(m.entities[0].id, Math.max(best.get(m.entities[0].id) ?? 0, m.score));
  }
  // "a quote for bellwether hotel group, spring wedding showcase": with someone named in full, a near
  // spelling of part of another name ("wedding" for Bellweather Weddings) is a word, not a second person.
  const named = mentions.some((m) => PEOPLE.includes(m.kind) && m.exact && m.score >= 1 - 1e-9);
  return mentions.filter((m) => {
    if (named && PEOPLE.includes(m.kind) && !m.exact && m.score < 0.6) return false;
    if (!PEOPLE.includes(m.kind) || m.entities.length !== 1) return true;
    const top = best.get(m.entities[0].id) ?? 0;
    if (m.score >= top - 1e-9) return true;
    const stronger = mentions.find(
      (o) => o.entities.length === 1 && o.entities[0].id === m.entities[0].id && o.score >= top - 1e-9,
    );
    // Overlapping spans are settled by the mask; only a separate, weaker echo is dropped.
    return !!stronger && stronger.index < m.end && m.index < stronger.end;
  });
}

/** "move 'call vega' to monday": words in quotes that a title holds name that title, whatever they are. */
function quotedTitles(text: string, entities: Entity[]): Mention[] {
  const out: Mention[] = [];
  for (const m of text.matchAll(/(?<!\w)['"‘“]([^'"‘’“”]{3,80})['"’”](?!\w)/g)) {
    const said = words(m[1]).join(" ");
    const fits = entities.filter((e) => !PEOPLE.includes(e.kind) && words(e.name).join(" ").includes(said));
    if (fits.length === 0) continue;
    const index = m.index!;
    out.push({
      kind: fits[0].kind,
      index,
      end: index + m[0].length,
      entities: fits.filter((e) => e.kind === fits[0].kind),
      score: 1,
      exact: true,
    });
  }
  return out;
}

/** Where a person's or business's name is typed: all of it, its start, or one word only it carries. */
function nameSpans(tokens: Token[], e: Entity, carriers: Map<string, Set<string>>) {
  const out: { index: number; end: number; score: number; exact: boolean; part?: boolean }[] = [];
  for (const name of [e.name, ...e.aliases]) {
    const known = words(name);
    if (known.length === 0) continue;
    for (let i = 0; i < tokens.length; i++) {
      // Match the name's words in order from any of them ("fig bistro", "piper"), skipping "and"/"the" typed between.
      for (let start = 0; start < known.length; start++) {
        let k = start;
        let j = i;
        let exact = true;
        // "alex" for Alexa Romano: a name typed short by a letter or two fits as well as a name typed whole.
        let short = false;
        let last = -1;
        while (j < tokens.length && k < known.length) {
          const w = tokens[j].word;
          if ((w === "and" || w === "the") && last >= 0) {
            j++;
            continue;
          }
          // A word of the request ("start", "send") is never a near spelling of a name ("Stark").
          // "lumens monthly invoice": a possessive typed without its apostrophe is the name as spelt.
          const same = w === known[k] || (w === `${known[k]}s` && known[k].length >= 4);
          if (!same && (commonWords().has(w) || !sameWord(w, known[k]))) break;
          if (!same) exact = false;
          // Only a first name ("baker" is not Soylent Bakery, "wedding" not Bellweather Weddings).
          if (!same && k === 0 && w.length >= 3 && known[k].startsWith(w) && known[k].length - w.length <= 2)
            short = true;
          last = j;
          j++;
          k++;
        }
        const matched = k - start;
        if (matched === 0 || last < 0) continue;
        const whole = start === 0 && matched === known.length;
        const distinctive = known
          .slice(start, k)
          .some((w) => !GENERIC.has(w) && w.length >= 3 && (carriers.get(`${e.kind}:${w}`)?.size ?? 0) >= 1);
        if (!whole && !distinctive) continue;
        // A part of a name with a typo is too weak a guess ("baker" is not Soylent Bakery), unless long.
        if (!whole && !exact && !short && known.slice(start, k).every((w) => w.length < 7)) continue;
        // One common word alone is not a name ("start", "order"), even spelt right.
        if (matched === 1 && !whole && commonWords().has(known[start])) continue;
        // A single common first name ("sam") names a helper or lead only when it is the whole of what is typed of them.
        const score = (matched / known.length) * (exact || (short && matched === 1) ? 1 : 0.9) * (whole ? 1 : 0.95);
        out.push({ index: tokens[i].index, end: tokens[last].end, score, exact, part: !whole });
      }
    }
  }
  return out;
}

/** Where a title is paraphrased: at least two of its words close together, in any order, or one word no other title has. */
function titleSpans(tokens: Token[], e: Entity, titleWords: Map<string, number>, nameWords: Set<string>) {
  const names = e.kind === "quote" ? [e.name, ...e.aliases] : [e.name];
  const out: { index: number; end: number; score: number; exact: boolean; part?: boolean }[] = [];
  for (const title of names) {
    const all = words(title).map(stem);
    const known = [
      ...new Set(
        words(title)
          .filter((w) => w.length >= 3 && !GENERIC.has(w) && !commonWords().has(w))
          .map(stem),
      ),
    ];
    if (known.length === 0) continue;
    const hits: number[] = [];
    const seen = new Set<string>();
    tokens.forEach((t, j) => {
      const s = stem(t.word);
      const typo = (w: string) => !commonWords().has(t.word) && sameWord(s, w);
      const k = known.find((w) => !seen.has(w) && (w === s || typo(w)));
      if (k) {
        seen.add(k);
        hits.push(j);
      }
    });
    // Two words of a title typed as one ("backups" for "Back up client sites", "setup" for "set up").
    for (let k = 0; k + 1 < all.length; k++) {
      const joined = stem(all[k] + all[k + 1]);
      if (joined.length < 5) continue;
      tokens.forEach((t, j) => {
        if (!hits.includes(j) && stem(t.word) === joined) hits.push(j, j);
      });
    }
    const only = hits.length === 1 ? stem(tokens[hits[0]].word) : "";
    // One word only this title has: long, or a short term no everyday sentence uses ("ssl", "seo", "dns").
    const rare =
      (only.length >= 5 || (only.length >= 3 && !commonWords().has(only))) &&
      (titleWords.get(known.find((w) => w === only || sameWord(only, w)) ?? "") ?? 0) === 1;
    // "call vega" for "Call Vega about the redesign": the title's first words typed in order, common ones too.
    const opening = words(title);
    // Not where a new task is being told ("remind me to call vega friday" is a new task, not this one).
    if (opening.length >= 3 && !NEW_TASK.test(tokens.map((t) => t.word).join(" "))) {
      for (let j = 0; j + 1 < tokens.length; j++) {
        if (tokens[j].word !== opening[0] || tokens[j + 1].word !== opening[1]) continue;
        let k = 2;
        while (j + k < tokens.length && k < opening.length && tokens[j + k].word === opening[k]) k++;
        // Everyday words alone ("add a", "send the") open many sentences: one word must be the title's own.
        if (opening.slice(0, k).every((w) => commonWords().has(w) || GENERIC.has(w))) continue;
        // A client's name opening a title ("Copper Kettle Catering weekly menu photos") is the client.
        if (opening.slice(0, k).every((w) => nameWords.has(w) || GENERIC.has(w))) continue;
        out.push({ index: tokens[j].index, end: tokens[j + k - 1].end, score: k / opening.length, exact: true });
      }
    }
    // A client's name inside a title ("Send Q4 proposal to Initech") is the client, unless more of the title is typed.
    if (hits.every((j) => nameWords.has(tokens[j].word) || [...nameWords].some((n) => sameWord(tokens[j].word, n))))
      continue;
    const enough = hits.length >= 2 || (hits.length === 1 && ((known.length === 1 && known[0].length >= 4) || rare));
    if (!enough) continue;
    let first = Math.min(...hits);
    let last = Math.max(...hits);
    // Close together: a title's words spread over the whole sentence are a coincidence.
    if (last - first + 1 > hits.length + 3) continue;
    // A sum or a number between them is a value of the request, not a word of the title ("invoice ines
    // calderon 2k for chapters 13-16" is not the task "Translate chapters for Inés").
    if (tokens.slice(first, last + 1).some((t, j) => !hits.includes(first + j) && /\d/.test(t.word))) continue;
    // The title's other words typed beside them belong to the mention ("the client retention workflow").
    const inTitle = (j: number) => j >= 0 && j < tokens.length && all.includes(stem(tokens[j].word));
    while (inTitle(first - 1)) first--;
    while (inTitle(last + 1)) last++;
    out.push({ index: tokens[first].index, end: tokens[last].end, score: hits.length / known.length, exact: true });
  }
  return out;
}

/** One mention per kind and span, with every entity that fits it best. */
function merge(found: Mention[]): Mention[] {
  const bySpan = new Map<string, Mention>();
  for (const m of found) {
    const key = `${m.kind}:${m.index}:${m.end}`;
    const had = bySpan.get(key);
    // "hudson" with Hudson Yards Dental and Hudson Valley Cider Co.: the same words typed of two longer
    // names fit both alike, whatever the names' lengths.
    if (
      had &&
      had.part &&
      m.part &&
      had.exact &&
      m.exact &&
      PEOPLE.includes(m.kind) &&
      !had.entities.some((e) => e.id === m.entities[0].id)
    ) {
      had.entities.push(m.entities[0]);
      had.score = Math.max(had.score, m.score);
      continue;
    }
    if (!had || m.score > had.score + 1e-9) bySpan.set(key, { ...m });
    else if (Math.abs(m.score - had.score) <= 1e-9 && !had.entities.some((e) => e.id === m.entities[0].id))
      had.entities.push(m.entities[0]);
  }
  return [...bySpan.values()].sort((a, b) => a.index - b.index || b.end - a.end);
}
