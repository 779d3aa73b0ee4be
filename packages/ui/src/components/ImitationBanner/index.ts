export { ImitationBanner, type ImitationBannerProps } from './ImitationBanner';
