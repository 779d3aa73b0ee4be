import DefaultLayout from './DefaultLayout';

export { ErrorBoundary } from './DefaultLayout';

/** Spec 2.2 account layout: the shop frame; the account navigation joins with the account issue. */
export default DefaultLayout;
