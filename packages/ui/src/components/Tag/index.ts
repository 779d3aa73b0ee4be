export { Tag, type TagProps } from './Tag';
