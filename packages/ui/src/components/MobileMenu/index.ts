export {
  type MenuNode,
  type MenuTarget,
  MobileMenu,
  type MobileMenuLabels,
  type MobileMenuProps,
} from './MobileMenu';
