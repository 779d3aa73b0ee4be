export { Select, type SelectOption, type SelectProps } from './Select';
