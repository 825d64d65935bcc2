// The whole model in one call: a business's facts → every move, scored (the engine builds the same
// moves from the same facts, then keeps them up to date one row at a time).
import { clientMove } from "./client-moves";
import type {
  ClientFacts,
  ContentFacts,
  FocusAt,
  InvoiceFacts,
  PostFacts,
  QuoteFacts,
  QuoteHistory,
  TaskFacts,
  UnbilledFacts,
  WorkflowFacts,
} from "./facts";
import { invoiceMove } from "./invoice-moves";
import type { ScoredMove } from "./move";
import { contentMove, taskMove, workflowMove } from "./other-moves";
import { postMovesOf } from "./post-moves";
import { quoteMove } from "./quote-moves";
import { FocusRanking } from "./ranking";
import { unbilledMove } from "./unbilled-moves";

export interface Business {
  clients: ClientFacts[];
  /** Open invoices (others make no move). */
  invoices: InvoiceFacts[];
  tasks: TaskFacts[];
  workflows: WorkflowFacts[];
  content: ContentFacts | null;
  /** Posts that need the owner (failed, to post by hand, awaiting approval, drafted after a payment). */
  posts?: PostFacts[];
  /** Sent quotes still unanswered, and how the owner's answered quotes went. */
  quotes?: QuoteFacts[];
  quoteHistory?: QuoteHistory;
  /** Clients' unbilled time in the home currency. */
  unbilled?: UnbilledFacts[];
  /** Ids of the moves marked done today. */
  dismissed?: ReadonlySet<string>;
}

const NO_HISTORY: QuoteHistory = { accepted: 0, decided: 0 };

/** Every move the business calls for today, unranked. */
export function movesOf(business: Business, at: FocusAt): ScoredMove[] {
  const clients = new Map(business.clients.map((c) => [c.id, c]));
  const moves: (ScoredMove | null)[] = [
    ...business.clients.map((c) => clientMove(c, at)),
    ...business.invoices.map((i) => invoiceMove(i, clients.get(i.clientId), at)),
    ...business.tasks.map((t) => taskMove(t, at)),
    ...business.workflows.map((w) => workflowMove(w, at)),
    business.content ? contentMove(business.content, at) : null,
    ...postMovesOf(business.posts ?? [], at),
    ...(business.unbilled ?? []).map((u) => unbilledMove(u, at)),
    ...(business.quotes ?? []).map((q) => quoteMove(q, business.quoteHistory ?? NO_HISTORY, at)),
  ];
  return moves.filter((m): m is ScoredMove => !!m);
}

/** The business's moves, ranked and folded. */
export function rankBusiness(business: Business, at: FocusAt): FocusRanking {
  const ranking = new FocusRanking();
  ranking.load(movesOf(business, at), business.dismissed ?? new Set());
  return ranking;
}
