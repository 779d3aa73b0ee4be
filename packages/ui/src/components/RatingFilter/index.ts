export { RatingFilter, type RatingFilterLabels, type RatingFilterProps } from './RatingFilter';
