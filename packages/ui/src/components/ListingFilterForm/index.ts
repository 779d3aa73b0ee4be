export {
  type FilterChoice,
  type FilterFormComponentProps,
  type ListingFilterFacets,
  ListingFilterForm,
  type ListingFilterFormLabels,
  type ListingFilterFormProps,
  type ListingFilterValues,
} from './ListingFilterForm';
