// A model's answer may only use numbers the owner's figures contain: every number written in its text
// must be one of the numbers of the figures it was given (as written, or rounded). Pure, unit-tested.

/** Every number written in a text: "$4,250.50" → 4250.5, "35%" → 35, "3 days" → 3. */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => Number.parseFloat(m[0].replaceAll(",", "")));
}

/** The numbers a model may use: every number written in the prompt's figures. */
export function allowedNumbers(figures: unknown): number[] {
  return [...new Set(numbersIn(JSON.stringify(figures)))];
}

const matches = (n: number, a: number) =>
  Math.abs(n - a) < 0.005 || Math.round(a) === n || Math.round(a * 10) / 10 === n || Math.round(a * 100) / 100 === n;

/** The numbers of `texts` that none of `allowed` accounts for (an empty list: the answer is grounded). */
export function ungroundedNumbers(texts: string[], allowed: number[]): number[] {
  const out: number[] = [];
  for (const text of texts) {
    for (const n of numbersIn(text)) if (!allowed.some((a) => matches(n, a)) && !out.includes(n)) out.push(n);
  }
  return out;
}

/** "1. Do this" → "Do this": a list's numbering is not a figure. */
export const withoutNumbering = (step: string) => step.replace(/^\s*(?:step\s*)?\d{1,2}\s*[.):-]\s*/i, "").trim();
