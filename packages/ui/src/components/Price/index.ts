export {
  defaultPriceLabels,
  Price,
  type PriceLabels,
  type PriceProps,
  type ReferencePrice,
  type TierPrice,
} from './Price';
