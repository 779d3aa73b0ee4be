export {
  CategoryNavigation,
  type CategoryNavigationLabels,
  type CategoryNavigationProps,
} from './CategoryNavigation';
