// The paging contract of every list (docs/api.md "Lists", docs/decisions/006-paging-contract.md).
export { openCursor, sealCursor, type CursorPosition } from "./cursor";
export { pagedList, type FilterDef, type Page, type PageInput, type PagedListDef, type SortDef } from "./paged-list";
export {
  booleanFilter,
  cursorField,
  limitField,
  searchField,
  sortField,
  dateFilter,
  DEFAULT_PAGE_SIZE,
  enumFilter,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  textFilter,
} from "./schema";
