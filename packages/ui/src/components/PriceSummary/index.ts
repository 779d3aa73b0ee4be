export { PriceSummary, type PriceSummaryLabels, type PriceSummaryProps } from './PriceSummary';
