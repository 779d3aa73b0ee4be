export {
  type VariantOptionGroup,
  type VariantOptionItem,
  VariantOptions,
  type VariantOptionsLabels,
  type VariantOptionsProps,
} from './VariantOptions';
