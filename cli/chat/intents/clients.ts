// Clients: adding one from a line that names them, with an email, company and phone in any order.

import type { Intent } from "../types";
import { NOT_A_NAME, trimName } from "./names";
import { captureFirst } from "./patterns";

const ADD_CLIENT = [
  /^(?:add|create|new|save|register|onboard)(?: an?)?(?: new)? (?:client|customer)(?: called| named)?[\s:,-]+(.+)$/i,
];
const ADD_AS_CLIENT = /^add (.+?) as (?:an? )?(?:new )?(?:client|customer)(?:[\s,:;-]+(.+))?$/i;

export function clientAdd(text: string): Intent | null {
  const asClient = ADD_AS_CLIENT.exec(text);
  const details = asClient ? [asClient[1], asClient[2]].filter(Boolean).join(", ") : captureFirst(text, ADD_CLIENT);
  if (!details) return null;
  const client = readClientDetails(details);
  return client ? { op: "client.add", ...client, name: capitalised(client.name) } : null;
}

/** "tom baker" → "Tom Baker": a name typed all in lower case is written as a name; any other is kept. */
function capitalised(name: string): string {
  return name === name.toLowerCase() ? name.replace(/(^|[\s-])(\p{L})/gu, (_, s, c) => s + c.toUpperCase()) : name;
}

type ClientDetails = { name: string; email?: string; company?: string; phone?: string };

/** "Acme Ltd, billing@acme.com, company Acme, phone +1 555 0100" → its parts; null without a name. */
function readClientDetails(details: string): ClientDetails | null {
  let rest = details;
  /** Removes the first match from `rest` and answers its capture. */
  const take = (pattern: RegExp): string | undefined => {
    const m = pattern.exec(rest);
    if (!m) return undefined;
    rest = rest.replace(m[0], ",");
    return m[1].trim();
  };
  const email = take(/(?:\b(?:e-?mail|email address)[:\s]+)?[<(]?([^\s,;<>()]+@[^\s,;<>()]+\.[a-z]{2,})[>)]?/i);
  const phone =
    take(/\b(?:phone|tel|telephone|mobile|cell|ph)[:.\s]+(\+?\d[\d\s().-]{4,}\d)/i) ?? take(/(\+?\d[\d\s().-]{6,}\d)/);
  const company = take(/\bcompany[:\s]+([^,;]+)/i);
  const [first = ""] = rest
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const name = trimName(first.replace(/^(?:name[:\s]+|called\s+|named\s+)/i, "").replace(/(?:\s+(?:with|and))+$/i, ""));
  if (!name || !/\p{L}/u.test(name) || NOT_A_NAME.test(name)) return null;
  return {
    name,
    ...(email ? { email } : {}),
    ...(company ? { company: trimName(company) } : {}),
    ...(phone ? { phone } : {}),
  };
}
