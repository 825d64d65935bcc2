// Taking something back: "cancel that", "undo", "mark 1004 as unpaid". Nothing waits between
// messages and paid is final, so each is answered with what is true and what to do instead, never
// read as a request to delete or a refusal about moving money.

import type { Intent } from "../types";

const CANCEL = /^(?:cancel|never ?mind|nvm|forget (?:it|that|about it)|scratch that|stop)(?: (?:that|it|this))?$/i;
const UNDO = /^(?:undo|revert|take back|roll back)(?: (?:that|it|this|the last(?: one| change)?))?$/i;
const UNPAID =
  /^(?:mark|set|make|change|flag)\s+(.+?)\s+(?:as |to |back to )?(?:unpaid|not paid|outstanding|open|pending)(?: again)?$/i;

export function takeBack(text: string): Intent | null {
  if (CANCEL.test(text))
    return {
      op: "say",
      text: "Nothing is waiting for your yes, so there's nothing to cancel: a change only runs after you answer y.",
    };
  if (UNDO.test(text))
    return {
      op: "say",
      text:
        "I can't undo from the chat. A client's details can be changed (\"change acme's email to …\"), a task " +
        "reopened or deleted in the web app (Tasks), and a payment marked by mistake stays paid (paid is final): " +
        "create a new invoice for the amount still owed.",
    };
  const unpaid = UNPAID.exec(text);
  if (unpaid)
    return {
      op: "say",
      text:
        `Paid is final, so I can't mark ${unpaid[1]} unpaid again. If the money did not arrive, create a new ` +
        'invoice for it ("invoice <client> <amount>") and tell the client why.',
    };
  return null;
}
