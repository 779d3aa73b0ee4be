export { AccountFlyout, type AccountFlyoutProps } from './AccountFlyout';
