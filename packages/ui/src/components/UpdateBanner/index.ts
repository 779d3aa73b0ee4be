export { UpdateBanner, type UpdateBannerProps } from './UpdateBanner';
