import { useNonce } from '../nonce';
import { jsonLdText } from './jsonLdScript';
import type { StructuredDataItem } from './structuredData';

/**
 * A page's structured data as `<script type="application/ld+json">` blocks. JSON-LD is data, not script, but it
 * carries the response's CSP nonce all the same, so that no policy or audit flags an inline script without one.
 */
export function StructuredDataScripts({ items }: { items: readonly StructuredDataItem[] }) {
  const nonce = useNonce();
  return items.map((item, index) => (
    <script
      // The blocks of one page never reorder; the index keeps each in place across navigations.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      key={index}
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes every character that could end the element
      dangerouslySetInnerHTML={{ __html: jsonLdText(item) }}
    />
  ));
}
