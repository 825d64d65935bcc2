import type { OwnerContext } from "../context";
import { enumFilter, pagedList } from "../paging";
import { DELEGATION_COLUMNS, DELEGATION_DONE, DELEGATION_FROM, toDelegationView, type DelegationRow } from "./internal";

/**
 * GET /api/delegations: who has which task, newest first, a page at a time; `?state=open` (not done
 * yet) or `done` (by the helper, or by the owner themself).
 */
export const delegationList = pagedList({
  name: "delegations",
  from: DELEGATION_FROM,
  owner: "d.user_id = @owner",
  id: "d.id",
  columns: DELEGATION_COLUMNS,
  sorts: { delegatedAt: { sql: "d.created_at" } },
  defaultSort: "-delegatedAt",
  filters: {
    state: {
      schema: enumFilter("State", ["open", "done"]),
      sql: `(${DELEGATION_DONE}) = (@state = 'done')`,
    },
  },
  map: toDelegationView as (r: DelegationRow) => ReturnType<typeof toDelegationView>,
});

export function listDelegations({ ctx, query }: { ctx: OwnerContext; query?: unknown }) {
  return delegationList.page(ctx, query);
}
