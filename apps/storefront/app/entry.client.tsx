import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrationGate } from './build/hydrationGate';

// React Router's default client entry, but hydration waits for a lazily loaded page view that the server
// rendered (app/build/hydrationGate.ts); the route modules, which start that load, have run by now.
void hydrationGate().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
