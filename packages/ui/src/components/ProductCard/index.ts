export { ProductCard, type ProductCardImage, type ProductCardProps } from './ProductCard';
export { buildSrcSet, fallbackSrc, type Thumbnail } from './srcSet';
