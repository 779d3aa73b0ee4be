export { defaultPriceLabels, Price, type PriceLabels, type PriceProps, type ReferencePrice } from './Price';
export { type TierLabels, type TierPrice, tierPriceLabels } from './tierPriceLabels';
