export { RatingInput, type RatingInputProps } from './RatingInput';
export { RatingStars, type RatingStarsProps } from './RatingStars';
