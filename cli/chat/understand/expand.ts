// The corpus's template syntax: "(a|b|c)" is one of the choices, "[x]" is x or nothing. A template
// stands for every combination; up to a cap of them are drawn (the same ones every run: a seeded
// draw), so one line stands for the many ways owners say one thing without one template outweighing
// the others.

const CAP = 40;

type Node = string | { choices: Node[][] };

export function expand(template: string, cap = CAP): string[] {
  const nodes = parse(template);
  const total = count(nodes);
  const seen = new Set<string>();
  if (total <= cap) {
    for (let i = 0; i < total; i++) seen.add(tidy(nth(nodes, i)));
    return [...seen];
  }
  let seed = hash(template);
  const random = () => {
    // mulberry32: small, seeded, good enough to spread the draws.
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let tries = 0; seen.size < cap && tries < cap * 4; tries++) seen.add(tidy(draw(nodes, random)));
  return [...seen];
}

const tidy = (s: string) => s.replace(/\s+/g, " ").trim();

function parse(s: string): Node[] {
  const nodes: Node[] = [];
  let text = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "(" || c === "[") {
      if (text) nodes.push(text);
      text = "";
      const close = matching(s, i);
      const inner = s.slice(i + 1, close);
      const choices = c === "[" ? [parse(inner), []] : split(inner).map(parse);
      nodes.push({ choices });
      i = close;
    } else text += c;
  }
  if (text) nodes.push(text);
  return nodes;
}

function count(nodes: Node[]): number {
  return nodes.reduce(
    (n, node) => n * (typeof node === "string" ? 1 : node.choices.reduce((a, c) => a + count(c), 0)),
    1,
  );
}

/** The i-th combination, in order. */
function nth(nodes: Node[], index: number): string {
  let out = "";
  let i = index;
  for (const node of nodes) {
    if (typeof node === "string") {
      out += node;
      continue;
    }
    const size = node.choices.reduce((a, c) => a + count(c), 0);
    let pick = i % size;
    i = Math.floor(i / size);
    for (const choice of node.choices) {
      const n = count(choice);
      if (pick < n) {
        out += nth(choice, pick);
        break;
      }
      pick -= n;
    }
  }
  return out;
}

function draw(nodes: Node[], random: () => number): string {
  return nodes
    .map((node) =>
      typeof node === "string" ? node : draw(node.choices[Math.floor(random() * node.choices.length)], random),
    )
    .join("");
}

function matching(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === "(" || s[i] === "[") depth++;
    if (s[i] === ")" || s[i] === "]") depth--;
    if (depth === 0) return i;
  }
  throw new Error(`Unbalanced template: ${s}`);
}

/** "a|b(c|d)|e" at the top level only. */
function split(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "(" || s[i] === "[") depth++;
    if (s[i] === ")" || s[i] === "]") depth--;
    if (s[i] === "|" && depth === 0) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
