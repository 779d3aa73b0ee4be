import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/messages';
import { useLegalLinks } from '../../links/useLegalLinks';
import { useTranslate } from '../../locale/useLocale';
import { NewTabLink } from './NewTabLink';

/** The legal pages a text can name: `{privacy}` and `{terms}` in its message. */
const PAGES = { privacy: 'legal.privacyLink', terms: 'legal.termsLink' } as const;

/**
 * A translated text that names the shop's privacy or terms page (`{privacy}`, `{terms}` in the message), each name
 * linked to its page (in a new tab, NewTabLink) where the plugin configuration names one.
 */
export function LegalText({ message }: { message: MessageKey }) {
  const t = useTranslate();
  const links = useLegalLinks();
  const parts: ReactNode[] = [];
  const template = t(message);
  let from = 0;
  for (const match of template.matchAll(/\{(privacy|terms)\}/g)) {
    const page = match[1] as keyof typeof PAGES;
    parts.push(template.slice(from, match.index));
    const name = t(PAGES[page]);
    const href = links[page];
    parts.push(
      href ? (
        <NewTabLink key={match.index} href={href}>
          {name}
        </NewTabLink>
      ) : (
        name
      ),
    );
    from = match.index + match[0].length;
  }
  parts.push(template.slice(from));
  return <>{parts}</>;
}
