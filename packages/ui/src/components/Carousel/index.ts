export { Carousel, type CarouselLabels, type CarouselProps, defaultCarouselLabels } from './Carousel';
