export {
  AccountNavigation,
  type AccountNavigationItem,
  type AccountNavigationProps,
} from './AccountNavigation';
