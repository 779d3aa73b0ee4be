export {
  SearchCombobox,
  type SearchComboboxLabels,
  type SearchComboboxProps,
  type SearchSuggestion,
  type SearchSuggestionPrice,
  type SearchSuggestionStatus,
} from './SearchCombobox';
