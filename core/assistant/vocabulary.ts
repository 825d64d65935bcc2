// The names an owner may type to the chat, in one read: clients, open quotes, recurring series, open
// tasks, workflows, posts the owner may still act on, helpers and leads. The chat's understanding
// finds these in a sentence ("move the oakridge migration to friday") before it knows what is asked,
// so it needs the names, not the records; invoices are named by number and are not listed (an owner
// may have 100,000). Each list is capped, newest first, so the answer stays small for a large owner.

import { z } from "zod";
import type { OwnerContext } from "../context";
import { prepared } from "../db";

export const VOCABULARY_CAP = 500;

export const OwnerVocabulary = z
  .object({
    clients: z.array(z.object({ id: z.string(), name: z.string(), company: z.string().nullable(), status: z.string() })),
    quotes: z.array(
      z.object({
        id: z.string(),
        quoteNumber: z.string(),
        clientName: z.string(),
        description: z.string().nullable(),
        status: z.string(),
      }),
    ),
    series: z.array(
      z.object({ id: z.string(), clientName: z.string(), description: z.string().nullable(), status: z.string() }),
    ),
    tasks: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        dueDate: z.string().nullable(),
        workflowTitle: z.string().nullable(),
        completed: z.boolean(),
      }),
    ),
    workflows: z.array(z.object({ id: z.string(), title: z.string(), status: z.string() })),
    posts: z.array(z.object({ id: z.string(), title: z.string(), status: z.string() })),
    helpers: z.array(z.object({ name: z.string(), email: z.string() })),
    leads: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), status: z.string() })),
  })
  .meta({ id: "OwnerVocabulary" });
export type OwnerVocabulary = z.infer<typeof OwnerVocabulary>;

const LIST = {
  clients: `select id, name, company, status from clients where user_id = @userId order by created_at desc limit @cap`,
  quotes: `select q.id, q.quote_number as quoteNumber, c.name as clientName, q.description, q.status
    from quotes q join clients c on c.id = q.client_id
    where q.user_id = @userId and q.invoice_id is null and q.deposit_invoice_id is null
    order by q.created_at desc limit @cap`,
  series: `select s.id, c.name as clientName, s.description, s.status from recurring_series s join clients c on c.id = s.client_id
    where s.user_id = @userId and s.status <> 'ended' order by s.created_at desc limit @cap`,
  // Open tasks first, then the newest done ones ("delete the business cards task" may name a done one).
  tasks: `select t.id, t.title, t.due_date as dueDate, w.title as workflowTitle, t.completed
    from tasks t left join workflows w on w.id = t.workflow_id
    where t.user_id = @userId order by t.completed, t.created_at desc limit @cap`,
  workflows: `select id, title, status from workflows where user_id = @userId order by created_at desc limit @cap`,
  // Drafts, failed and scheduled posts: what can still be scheduled, retried or moved.
  posts: `select id, title, status from events where user_id = @userId and type = 'content_post'
    and status in ('draft', 'failed', 'scheduled', 'pending') order by created_at desc limit @cap`,
  helpers: `select helper_name as name, helper_email as email from task_delegations where user_id = @userId
    group by lower(helper_email) order by max(created_at) desc limit @cap`,
  leads: `select id, name, email, status from leads where user_id = @userId and client_id is null
    order by created_at desc limit @cap`,
} as const;

/** GET /api/assistant/vocabulary */
export function ownerVocabulary({ ctx }: { ctx: OwnerContext }): OwnerVocabulary {
  const read = <K extends keyof typeof LIST>(key: K) =>
    prepared(ctx.db, `assistant.vocabulary.${key}`, (db) => db.$client.prepare(LIST[key])).all({
      userId: ctx.userId,
      cap: VOCABULARY_CAP,
    }) as OwnerVocabulary[K];
  return {
    clients: read("clients"),
    quotes: read("quotes"),
    series: read("series"),
    tasks: read("tasks").map((t) => ({ ...t, completed: Boolean(t.completed) })),
    workflows: read("workflows"),
    posts: read("posts"),
    helpers: read("helpers"),
    leads: read("leads"),
  };
}
