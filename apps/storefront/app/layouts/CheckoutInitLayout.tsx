import { Outlet } from 'react-router';

/** Spec 2.2 checkout-init layout: wallet checkout start pages, which only hand over to the provider. */
export default function CheckoutInitLayout() {
  return <Outlet />;
}
