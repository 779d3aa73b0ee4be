import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NonceProvider, useNonce } from './nonce';

function InlineScript() {
  return <script nonce={useNonce()}>{'window.x = 1;'}</script>;
}

describe("the page's CSP nonce (spec 9: scripts from self and with the response's nonce only)", () => {
  it('reaches every inline script rendered inside the provider on the server', () => {
    const html = renderToString(
      <NonceProvider nonce="r4nd0m">
        <InlineScript />
      </NonceProvider>,
    );
    expect(html).toContain('nonce="r4nd0m"');
  });

  it('is absent outside a provider on the server (no document to read it from)', () => {
    expect(renderToString(<InlineScript />)).not.toContain('nonce=');
  });
});
