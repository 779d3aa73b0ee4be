import {
  type ComponentType,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

/** What the injected link component receives: an `href` plus anchor attributes. */
export interface LinkComponentProps {
  href: string;
  className?: string;
  children?: ReactNode;
  'aria-current'?: 'page' | 'true' | undefined;
  'aria-label'?: string;
  hrefLang?: string;
  lang?: string;
  rel?: string;
  target?: string;
  ref?: Ref<HTMLAnchorElement>;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}

export type LinkComponent = ComponentType<LinkComponentProps> | 'a';

const LinkComponentContext = /* @__PURE__ */ createContext<LinkComponent>('a');

/**
 * Lets the app render every internal link of the components through its router, e.g. React Router:
 * `<LinkProvider component={({ href, ...rest }) => <RouterLink to={href} {...rest} />}>`.
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}
