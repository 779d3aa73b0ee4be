// First, so the locale data worker starts before React and the router are evaluated (see the module).
import './build/intlWarmUpNow';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { afterFirstPaint } from './build/afterFirstPaint';
import { hydrationGate } from './build/hydrationGate';

// React Router's default client entry, but hydration waits for a lazily loaded page view that the server
// rendered (app/build/hydrationGate.ts); the route modules, which start that load, have run by now. It also waits
// for the browser to paint the server HTML first (issue 18: the page showed only after hydration).
void Promise.all([hydrationGate(), afterFirstPaint()]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
