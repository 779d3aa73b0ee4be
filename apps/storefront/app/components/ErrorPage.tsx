import { Link, useMatches, useRouteLoaderData } from 'react-router';
import { errorPageMessages } from '../i18n/errorPage';
import { catalogueOf } from '../i18n/pageCatalogue';
import { createTranslate, type Translate } from '../i18n/translate';
import { localePath } from '../locale/fromPath';
import { useLocale } from '../locale/useLocale';
import type { loader as rootLoader } from '../root';
import { ErrorIllustration } from './ErrorIllustration';
import styles from './ErrorPage.module.css';
import { DEFAULT_ERROR_STATUS, errorMessageFor, parseErrorData } from './errorPageModel';
import { LazyCmsContent } from './LazyCmsContent';

export interface ErrorPageProps {
  status?: number;
  /** Data thrown with the response (`{ path?, message? }`); anything else is ignored. */
  data: unknown;
}

/**
 * The page's texts. A form's action that failed leaves the page without its data (React Router loads none above
 * the error boundary), and so without its texts: the error page then uses its own, never showing a raw key.
 */
function useErrorPageTranslate(): Translate {
  const { language } = useLocale();
  return createTranslate(catalogueOf(useMatches()) ?? { language, messages: errorPageMessages[language] });
}

/** Spec 2.5: large code number, message, locale-aware 'go back home' link and an illustration. */
export function ErrorPage({ status: answered = DEFAULT_ERROR_STATUS, data }: ErrorPageProps) {
  const t = useErrorPageTranslate();
  const locale = useLocale();
  const { code, path, message: custom, blocks } = parseErrorData(data);
  // /error?code= shows a known code under its own, fixed status (issue 12).
  const status = code ?? answered;
  const message = errorMessageFor(status, custom);
  const notFound = status === 404;
  const stylesheets = useRouteLoaderData<typeof rootLoader>('root')?.errorPageStyles ?? [];
  return (
    <main
      id="content"
      className={styles.page}
      data-status={status}
      data-content={notFound && blocks && blocks.length > 0 ? '' : undefined}
    >
      {/* Spec 2.5: a 404's title comes from translation keys, in the shopper's language ('Page Not Found' in English). */}
      <title>{notFound ? t('error.notFoundTitle') : `${t('error.label')} ${status}`}</title>
      {/* Its own stylesheet, linked by the server's HTML: styled before this chunk's script runs, and without it. */}
      {stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <ErrorIllustration className={styles.illustration} />
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      {/* Spec 2.5's fallback heading ('error' label plus the code) is for screen readers: the large code above
          already shows the number, and showing it twice read as a glitch (issue 19). */}
      <h1 className={notFound ? undefined : 'visually-hidden'}>
        {notFound ? t('error.notFoundTitle') : `${t('error.label')} ${status}`}
      </h1>
      {message.kind === 'none' ? null : (
        <p className={styles.message}>{message.kind === 'custom' ? message.text : t(message.key)}</p>
      )}
      {notFound && path ? <PathNotice template={t('error.notFoundDescription')} path={path} /> : null}
      {notFound && blocks && blocks.length > 0 ? (
        // Only a 404 with a content entry needs the block renderer: other errors never load it.
        <LazyCmsContent blocks={blocks} products={[]} />
      ) : null}
      <Link className={styles.home} to={localePath('/', locale.locale)} reloadDocument={!notFound}>
        {t('error.goHome')}
      </Link>
    </main>
  );
}

/** Shows the requested path inside the translated sentence, set apart so long paths wrap. */
function PathNotice({ template, path }: { template: string; path: string }) {
  const [before = '', after = ''] = template.split('{path}');
  return (
    <p className={styles.message}>
      {before}
      <code className={styles.path}>{path}</code>
      {after}
    </p>
  );
}
