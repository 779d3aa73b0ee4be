import { UpdateBanner } from '@beautyshop/ui';

/** ui's update banner as the default export of a chunk of its own, for NewBuildBanner's lazy load. */
export default UpdateBanner;
