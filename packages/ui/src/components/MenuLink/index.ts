export { MenuLink, type MenuLinkProps } from './MenuLink';
