import { type ComponentProps, lazy } from 'react';
import { holdHydrationFor } from '../build/hydrationGate';
import type { ErrorPage as ErrorPageComponent } from './ErrorPage';

// The error page (its illustration, messages and content blocks) is code every page would load for the few that
// fail: it loads when one does. Once loaded it renders directly, without suspending.
let loaded: typeof ErrorPageComponent | undefined;
const loadErrorPage = () => import('./ErrorPage').then((module) => (loaded = module.ErrorPage));
const ErrorPageChunk = lazy(() => loadErrorPage().then((ErrorPage) => ({ default: ErrorPage })));

// In the browser, before hydration: a page the server answered with the error page (its <main> carries the status)
// loads it now, and hydration waits for it (app/build/hydrationGate.ts), so the page hydrates whole.
if (typeof document !== 'undefined' && document.querySelector('main[data-status]') !== null) {
  holdHydrationFor(loadErrorPage());
}

/** Spec 2.5's error page (ErrorPage), loaded on demand. */
export function LazyErrorPage(props: ComponentProps<typeof ErrorPageComponent>) {
  const ErrorPage = loaded ?? ErrorPageChunk;
  return <ErrorPage {...props} />;
}
