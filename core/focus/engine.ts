// The focus engine per owner: the facts it read and the ranked moves built from them, kept in memory
// and brought up to date on each read from the change log SQLite triggers fill (changes.ts), so a
// write re-scores only the rows it touched: the invoice, its client and the client's other open
// invoices and unbilled time, or the task. Changes come from the database, so a write by the CLI or a
// second server is seen as surely as one made here. A full rebuild happens when the owner's day turns or their settings
// change, on the first read, when the log was pruned past what this cache saw, and after a bulk change
// (more than BULK rows), when reading everything costs less than replaying the log.
import type { OwnerContext } from "../context";
import { prepared } from "../db/prepared";
import { tableRevisions } from "../db/table-revisions";
import { addDays, startOfLocalDay, todayIn } from "../time";
import { parseHourlyRate } from "../workflows/value";
import { changesSince, logPosition, type Change } from "./changes";
import { clientMove } from "./client-moves";
import { movesOf } from "./business";
import type { ClientFacts, ContentFacts, FocusAt, InvoiceFacts, PostFacts, WorkflowFacts } from "./facts";
import { invoiceMove } from "./invoice-moves";
import { contentMove, taskMove, workflowMove } from "./other-moves";
import { draftsSince, postMovesOf } from "./post-moves";
import { quoteMove } from "./quote-moves";
import { FocusRanking } from "./ranking";
import { unbilledMove } from "./unbilled-moves";
import {
  readAllClients,
  readAllInvoices,
  readAllTasks,
  readClients,
  readDismissed,
  readInvoices,
  readPostMoves,
  readPostsBetween,
  readQuotes,
  readTasks,
  readUnbilled,
  readWorkflows,
} from "./read-facts";

/** More changes than this since the last read: rebuild rather than replay. */
export const BULK = 300;
const MAX_OWNERS = 100;
const WEEK = 7 * 86_400_000;

interface OwnerSettings {
  timeZone: string;
  hourlyRate: string | null;
  contentFrequency: string;
  platforms: string;
  currency: string;
}

export interface OwnerEngine {
  /** The day and the owner's settings it was built for: a change of either rebuilds. */
  key: string;
  at: FocusAt;
  /** The last change of the log this engine has applied. */
  seq: number;
  workflowsRevision: number;
  eventsRevision: number;
  quotesRevision: number;
  clients: Map<string, ClientFacts>;
  /**
   * The open invoices read (those that may make a move), and the same by client: whether one makes a
   * move, and which, depends on its client (a heads-up only to a client who may pay late), so every one
   * is kept, to re-score when its client changes, not only those that make a move now.
   */
  invoices: Map<string, InvoiceFacts>;
  invoicesOfClient: Map<string, Set<string>>;
  /** Records of derived moves marked done today: task id → move id. */
  dismissedByTask: Map<string, string>;
  workflowMoves: string[];
  /** The ids of the posts' moves (post-moves.ts), read whole when posts or their deliveries change. */
  postMoves: string[];
  /**
   * The invoices and clients the drafts after a payment name (who paid how much when, one per client):
   * a change to one re-reads the posts.
   */
  postInvoices: Set<string>;
  postClients: Set<string>;
  /** The ids of the quotes' moves (quote-moves.ts), read whole when a quote or their client changes. */
  quoteMoves: string[];
  /** The clients of the sent quotes: a change to one (its name, its email) re-reads the quotes. */
  quoteClients: Set<string>;
  activeWorkflows: number;
  content: ContentFacts;
  ranking: FocusRanking;
  /** How this engine came to be now: a full rebuild, or the changes replayed since. */
  lastRefresh: "rebuild" | "changes" | "unchanged";
}

const engines = new WeakMap<object, Map<string, OwnerEngine>>();

function readSettings(ctx: OwnerContext): OwnerSettings | undefined {
  return prepared(ctx.db, "focus:owner", (d) =>
    d.$client.prepare<[string], OwnerSettings>(
      `select time_zone as timeZone, default_hourly_rate as hourlyRate, content_frequency as contentFrequency,
         social_media_platforms as platforms, default_currency as currency from users where id = ?`,
    ),
  ).get(ctx.userId);
}

/** The owner's engine, up to date with every change committed so far. */
export function ownerEngine(ctx: OwnerContext): OwnerEngine {
  const settings = readSettings(ctx) ?? {
    timeZone: "UTC",
    hourlyRate: null,
    contentFrequency: "daily",
    platforms: "[]",
    currency: "USD",
  };
  const now = ctx.clock.now();
  const today = todayIn(settings.timeZone, now);
  const key = [
    today,
    settings.timeZone,
    settings.hourlyRate,
    settings.contentFrequency,
    settings.platforms,
    settings.currency,
  ].join("|");
  // Inside a transaction the reads see writes that may yet roll back: answer, but keep nothing.
  if (ctx.db.$client.inTransaction) return build(ctx, settings, key, today, now);
  let byOwner = engines.get(ctx.db.$client);
  if (!byOwner) engines.set(ctx.db.$client, (byOwner = new Map()));
  let engine = byOwner.get(ctx.userId);
  if (!engine || engine.key !== key || !refresh(ctx, engine, settings, now)) {
    engine = build(ctx, settings, key, today, now);
  }
  byOwner.delete(ctx.userId);
  byOwner.set(ctx.userId, engine);
  if (byOwner.size > MAX_OWNERS) byOwner.delete(byOwner.keys().next().value!);
  return engine;
}

/** Reads everything and ranks it at once. */
function build(ctx: OwnerContext, settings: OwnerSettings, key: string, today: string, now: Date): OwnerEngine {
  const { db, userId } = ctx;
  // The log position first: a change committed while the facts are read is replayed next time.
  const seq = logPosition(db, userId);
  const revisions = tableRevisions(db, userId);
  const at: FocusAt = {
    today,
    offsetMs: Date.parse(`${today}T00:00:00Z`) - startOfLocalDay(settings.timeZone, now),
    hourlyRate: parseHourlyRate(settings.hourlyRate),
    currency: settings.currency || "USD",
  };
  const engine: OwnerEngine = {
    key,
    at,
    seq,
    workflowsRevision: revisions.workflows,
    eventsRevision: revisions.events,
    quotesRevision: revisions.quotes,
    clients: new Map(readAllClients(db, userId).map((c) => [c.id, c])),
    invoices: new Map(),
    invoicesOfClient: new Map(),
    dismissedByTask: readDismissed(db, userId, today),
    workflowMoves: [],
    postMoves: [],
    postInvoices: new Set(),
    postClients: new Set(),
    quoteMoves: [],
    quoteClients: new Set(),
    activeWorkflows: 0,
    content: contentFacts(ctx, settings, now),
    ranking: new FocusRanking(),
    lastRefresh: "rebuild",
  };
  const invoices = readAllInvoices(db, userId, addDays(today, 7));
  const posts = readPostMoves(db, userId, now.getTime() + WEEK, draftsSince(at));
  const quotes = readQuotes(db, userId, today);
  const moves = movesOf(
    {
      clients: [...engine.clients.values()],
      invoices,
      tasks: readAllTasks(db, userId),
      workflows: workflowSource(ctx, engine),
      content: engine.content,
      posts,
      quotes: quotes.quotes,
      quoteHistory: quotes.history,
      unbilled: readUnbilled(db, userId, at.currency!),
    },
    at,
  );
  engine.postMoves = moves.filter((m) => m.id.startsWith("post:")).map((m) => m.id);
  keepPostSources(engine, posts);
  engine.quoteMoves = moves.filter((m) => m.kind === "quote").map((m) => m.id);
  engine.quoteClients = new Set(quotes.quotes.map((q) => q.clientId));
  // Every open invoice read is kept, to re-score when its client changes: a client whose habit turns
  // late gives the invoice not yet due that had no move a heads-up.
  for (const invoice of invoices) keepInvoice(engine, invoice);
  engine.ranking.load(moves, new Set(engine.dismissedByTask.values()));
  return engine;
}

/** Replays the log since the engine's last read; false when a rebuild is due instead. */
function refresh(ctx: OwnerContext, engine: OwnerEngine, settings: OwnerSettings, now: Date): boolean {
  const { db, userId } = ctx;
  const { changes, prunedThrough } = changesSince(db, userId, engine.seq, BULK + 1);
  if (prunedThrough > engine.seq || changes.length > BULK) return false;
  const revisions = tableRevisions(db, userId);
  engine.lastRefresh = "unchanged";
  let posts = revisions.events !== engine.eventsRevision;
  if (changes.length) {
    engine.seq = changes[changes.length - 1].seq;
    apply(ctx, engine, changes);
    posts ||= changes.some(
      (c) =>
        c.kind === "posts" ||
        (c.kind === "invoice" && engine.postInvoices.has(c.rowId)) ||
        (c.kind === "client" && engine.postClients.has(c.rowId)),
    );
    engine.lastRefresh = "changes";
  }
  if (posts) {
    for (const id of engine.postMoves) engine.ranking.put(id, null);
    const read = readPostMoves(db, userId, now.getTime() + WEEK, draftsSince(engine.at));
    const fresh = postMovesOf(read, engine.at);
    engine.postMoves = fresh.map((m) => m.id);
    keepPostSources(engine, read);
    for (const move of fresh) engine.ranking.put(move.id, move);
    engine.lastRefresh = "changes";
  }
  const quoteClient = changes.some((c) => c.kind === "client" && engine.quoteClients.has(c.rowId));
  if (revisions.quotes !== engine.quotesRevision || quoteClient) {
    engine.quotesRevision = revisions.quotes;
    for (const id of engine.quoteMoves) engine.ranking.put(id, null);
    const { quotes, history } = readQuotes(db, userId, engine.at.today);
    const fresh = quotes.map((q) => quoteMove(q, history, engine.at)).filter((m) => m !== null);
    engine.quoteMoves = fresh.map((m) => m.id);
    engine.quoteClients = new Set(quotes.map((q) => q.clientId));
    for (const move of fresh) engine.ranking.put(move.id, move);
    engine.lastRefresh = "changes";
  }
  if (revisions.workflows !== engine.workflowsRevision) {
    engine.workflowsRevision = revisions.workflows;
    const active = engine.activeWorkflows;
    for (const id of engine.workflowMoves) engine.ranking.put(id, null);
    for (const workflow of workflowSource(ctx, engine)) {
      engine.ranking.put(`workflow:${workflow.id}`, workflowMove(workflow, engine.at));
    }
    // The count of active workflows is part of the state (state.ts): a workflow paused or resumed that
    // makes no move still makes a new state.
    if (engine.activeWorkflows !== active) engine.ranking.touch();
    engine.lastRefresh = "changes";
  }
  if (revisions.events !== engine.eventsRevision) {
    engine.eventsRevision = revisions.events;
    engine.content = contentFacts(ctx, settings, now);
    engine.ranking.put("content:week", contentMove(engine.content, engine.at));
    engine.lastRefresh = "changes";
  }
  engine.ranking.settle();
  return true;
}

/** Re-scores what these changes touched. */
function apply(ctx: OwnerContext, engine: OwnerEngine, changes: Change[]): void {
  const { db, userId } = ctx;
  const { at, ranking } = engine;
  const ids = { invoice: new Set<string>(), client: new Set<string>(), task: new Set<string>() };
  for (const c of changes) if (c.kind !== "posts") ids[c.kind].add(c.rowId);

  // Clients first: their invoices' moves read the client's name, email and habit (and a time entry names its client).
  const rescore = new Set<string>();
  if (ids.client.size) {
    const fresh = new Map(readClients(db, userId, [...ids.client]).map((c) => [c.id, c]));
    const unbilled = new Map(readUnbilled(db, userId, at.currency!, [...ids.client]).map((u) => [u.clientId, u]));
    for (const id of ids.client) {
      const client = fresh.get(id);
      if (client) engine.clients.set(id, client);
      else engine.clients.delete(id);
      ranking.put(`client:${id}`, client ? clientMove(client, at) : null);
      ranking.put(`unbilled:${id}`, unbilled.has(id) ? unbilledMove(unbilled.get(id)!, at) : null);
      for (const invoiceId of engine.invoicesOfClient.get(id) ?? []) rescore.add(invoiceId);
    }
  }
  if (ids.invoice.size) {
    const fresh = new Map(readInvoices(db, userId, [...ids.invoice]).map((i) => [i.id, i]));
    for (const id of ids.invoice) {
      dropInvoice(engine, id);
      rescore.delete(id);
      const invoice = fresh.get(id);
      if (invoice) keepInvoice(engine, invoice);
      ranking.put(`invoice:${id}`, invoice ? invoiceMove(invoice, engine.clients.get(invoice.clientId), at) : null);
    }
  }
  for (const id of rescore) {
    const invoice = engine.invoices.get(id)!;
    ranking.put(`invoice:${id}`, invoiceMove(invoice, engine.clients.get(invoice.clientId), at));
  }

  if (ids.task.size) {
    const fresh = new Map(readTasks(db, userId, [...ids.task]).map((t) => [t.id, t]));
    let dismissals = false;
    for (const id of ids.task) {
      const task = fresh.get(id);
      const dismissed = task?.sourceKey?.endsWith(`@${at.today}`)
        ? task.sourceKey.slice(0, task.sourceKey.lastIndexOf("@"))
        : null;
      if (dismissed !== (engine.dismissedByTask.get(id) ?? null)) {
        if (dismissed) engine.dismissedByTask.set(id, dismissed);
        else engine.dismissedByTask.delete(id);
        dismissals = true;
      }
      ranking.put(id, task?.isMove ? taskMove(task, at) : null);
    }
    if (dismissals) ranking.setDismissed(new Set(engine.dismissedByTask.values()));
  }
}

/** The invoices and clients the posts read name: every draft's, not only the one its client keeps. */
function keepPostSources(engine: OwnerEngine, posts: readonly PostFacts[]): void {
  engine.postInvoices = new Set(posts.map((p) => p.invoiceId).filter((id): id is string => !!id));
  engine.postClients = new Set(posts.map((p) => p.clientId).filter((id): id is string => !!id));
}

function keepInvoice(engine: OwnerEngine, invoice: InvoiceFacts): void {
  engine.invoices.set(invoice.id, invoice);
  let set = engine.invoicesOfClient.get(invoice.clientId);
  if (!set) engine.invoicesOfClient.set(invoice.clientId, (set = new Set()));
  set.add(invoice.id);
}

function dropInvoice(engine: OwnerEngine, id: string): void {
  const before = engine.invoices.get(id);
  if (!before) return;
  engine.invoices.delete(id);
  const set = engine.invoicesOfClient.get(before.clientId);
  set?.delete(id);
  if (set?.size === 0) engine.invoicesOfClient.delete(before.clientId);
}

/** The active workflows (a small source, read whole when its table changes). */
function workflowSource(ctx: OwnerContext, engine: OwnerEngine): WorkflowFacts[] {
  const workflows = readWorkflows(ctx.db, ctx.userId);
  engine.activeWorkflows = workflows.length;
  engine.workflowMoves = workflows.filter((w) => workflowMove(w, engine.at)).map((w) => `workflow:${w.id}`);
  return workflows;
}

function contentFacts(ctx: OwnerContext, settings: OwnerSettings, now: Date): ContentFacts {
  let platforms = 0;
  try {
    platforms = (JSON.parse(settings.platforms) as unknown[]).length;
  } catch {
    platforms = 0;
  }
  return {
    postsToSocial: platforms > 0,
    contentFrequency: settings.contentFrequency,
    postsNextWeek: readPostsBetween(ctx.db, ctx.userId, now.getTime(), now.getTime() + WEEK),
  };
}
