export {
  defaultGalleryLabels,
  Gallery,
  type GalleryImage,
  type GalleryLabels,
  type GalleryProps,
} from './Gallery';
