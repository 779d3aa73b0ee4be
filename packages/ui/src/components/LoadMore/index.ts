export { defaultLoadMoreLabels, LoadMore, type LoadMoreLabels, type LoadMoreProps } from './LoadMore';
