// First, so the locale data worker starts before React and the router are evaluated (see the module).
import './build/intlWarmUpNow';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { afterFirstPaint } from './build/afterFirstPaint';
import { hydrationGate } from './build/hydrationGate';
import { loadDocumentCatalogue } from './i18n/documentCatalogue';

// React Router's default client entry, but hydration waits for a lazily loaded page view that the server
// rendered (app/build/hydrationGate.ts); the route modules, which start that load, have run by now. It also waits
// for the browser to paint the server HTML first (issue 18: the page showed only after hydration), and for the
// page's texts (routes/texts.ts). Without them the page stays as the server sent it: links and forms work as
// without JavaScript, where hydrating would replace its texts with keys.
void Promise.all([hydrationGate(), afterFirstPaint(), loadDocumentCatalogue(document)]).then(
  ([, , texts]) => {
    if (!texts) {
      console.warn('[i18n] the texts of this page could not be loaded; it stays as the server sent it');
      return;
    }
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
);
