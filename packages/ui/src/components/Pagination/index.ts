export {
  defaultPaginationLabels,
  Pagination,
  type PaginationLabels,
  type PaginationProps,
} from './Pagination';
export { type PageSlot, paginationRange } from './paginationRange';
