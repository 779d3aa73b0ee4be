import { Container } from '@beautyshop/ui';
import { data } from 'react-router';
import { translateFor } from '../i18n/pageCatalogue';
import type { NavigationNode } from '../links/navigationTree';
import { useTranslate } from '../locale/useLocale';
import { shopRequestOf } from '../request/shopRequest';
import { loadMainNavigation } from '../server/navigation.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import { enforceTrailingSlash } from '../server/trailingSlash.server';
import type { Route } from './+types/seoIndex';

/** Spec 2.2 /seo-index (seopage layout): every category as a plain link tree for crawlers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  enforceTrailingSlash(request);
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  const tree = await loadMainNavigation(storeApi);
  return data({ language: storeApi.locale.language, tree }, { headers: cookieHeaders(storeApi) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  const t = translateFor(matches, page?.language ?? 'de');
  return [{ title: t('seoIndex.title') }, { name: 'description', content: t('seoIndex.description') }];
}

function LinkTree({ nodes }: { nodes: readonly NavigationNode[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          {node.target.kind === 'none' ? node.label : <a href={node.target.href}>{node.label}</a>}
          {node.children.length > 0 ? <LinkTree nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function SeoIndex({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <main id="content">
      <Container width="wide">
        <h1>{t('seoIndex.title')}</h1>
        <nav aria-label={t('seoIndex.title')}>
          <LinkTree nodes={loaderData.tree} />
        </nav>
      </Container>
    </main>
  );
}
