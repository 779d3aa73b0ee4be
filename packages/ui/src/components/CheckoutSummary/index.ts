export {
  CheckoutSummary,
  type CheckoutSummaryLabels,
  type CheckoutSummaryProps,
  defaultCheckoutSummaryLabels,
  type SummaryItem,
  type SummaryTotals,
} from './CheckoutSummary';
