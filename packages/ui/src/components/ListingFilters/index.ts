export {
  ListingFilters,
  type ListingFiltersLabels,
  type ListingFiltersLayout,
  type ListingFiltersProps,
} from './ListingFilters';
