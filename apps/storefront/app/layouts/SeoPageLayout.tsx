import { Outlet } from 'react-router';

/** Spec 2.2 seopage layout: a bare page for crawlers (the SEO index), without header and footer. */
export default function SeoPageLayout() {
  return <Outlet />;
}
