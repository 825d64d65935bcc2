// Frames of the people the owner works for: a client added, changed or checked in with; a lead added
// or made a client. A new name is read from the words left over, as the owner typed it.

import { act, after, kept, leftover, mention, nameOf, type Frame } from "./clause";

const CLIENT_LEAD =
  /^(?:(?:please|pls|can you|could you|add|create|save|set up|make|turn|new|a|client|customer|named|called|got|have|signed|landed|won|as|to my clients|to clients|add them|add her|add him|save them|is a new client)\b[\s,:.-]*)+/i;
const LEAD_LEAD =
  /^(?:(?:please|pls|add|save|log|record|new|got|a|lead|prospect|inquiry|enquiry|from|named|track)\b[\s,:.-]*)+/i;

/** "Kai Nakamura" out of the words left over: up to four words that look like a name. */
function personName(words: string): string | undefined {
  const m = /^([\p{L}][\p{L}'.-]*(?:\s+(?:&\s+)?[\p{L}][\p{L}'.-]*){0,3})/u.exec(words.trim());
  if (!m) return undefined;
  const name = m[1].replace(/\s+(?:and|as|to|for|with|at|from|who|she|he|they|a|an|into|is|are)\b.*$/i, "").trim();
  return name || undefined;
}

export const CLIENT_LEAD_FRAMES: Record<string, Frame> = {
  create_client: (c, { client }) => {
    // "umbrella is no longer a client": an existing client leaving, not a new one.
    if (
      client &&
      /\b(?:no longer|not .{0,20}anymore|any more|inactive|stopped working with|left us|fired)\b/i.test(c.text)
    )
      return act("update_client", { clientName: client, status: "inactive" });
    // "make maya a client": the lead of that name becomes one.
    const lead = mention(c, "lead");
    if (lead && lead.value.exact && lead.value.entities.length === 1)
      return act("convert_lead", { leadName: lead.value.entities[0].name });
    const email = kept<string>(c, "email")?.value;
    const phone = kept<string>(c, "phone")?.value;
    // A new client's name as typed, even when part of it is an existing client's ("northwind logistics").
    const name = personName(leftover(c, CLIENT_LEAD)) ?? client;
    if (!name) return null;
    return { op: "client.add", name, email, phone };
  },
  update_client: (c, { client }) => {
    if (!client) return null;
    const email = kept<string>(c, "email")?.value;
    const phone = kept<string>(c, "phone")?.value;
    const status = /\binactive\b|\barchiv/i.test(c.text)
      ? "inactive"
      : /\bactive\b/i.test(c.text)
        ? "active"
        : undefined;
    if (!email && !phone && !status) {
      const field = /\bphone|number|cell|mobile\b/i.test(c.text) ? "phone" : "email";
      return { op: "client.update", client, field };
    }
    return act("update_client", { clientName: client, email, phone, status });
  },
  // A check-in is a friendly follow-up, whatever the client owes: "check in with derek" is not a reminder.
  nudge_client: (c, { client }) =>
    client
      ? {
          op: "nudge",
          ref: client,
          ...(/\b(?:check in|check-in|touch base|catch up|say hi|follow up)\b/i.test(c.text) ? { followUp: true } : {}),
        }
      : null,
  create_lead: (c, { client }) => {
    const name = client ?? personName(leftover(c, LEAD_LEAD, false));
    if (!name) return null;
    return act("create_lead", {
      name,
      email: kept<string>(c, "email")?.value,
      message: after(c, /(?:^|\s)(?:wants|about|asking about|interested in|for|:)\s+/i),
    });
  },
  convert_lead: (c) => {
    const lead = nameOf(c, mention(c, "lead"));
    return lead ? act("convert_lead", { leadName: lead }) : null;
  },
};
