import { Outlet } from 'react-router';

/** Spec 2.2 content-only layout: the page content alone, for content embedded elsewhere. */
export default function ContentOnlyLayout() {
  return <Outlet />;
}
