export { Link, type LinkProps } from './Link';
export { type LinkComponent, type LinkComponentProps, LinkProvider, useLinkComponent } from './LinkProvider';
