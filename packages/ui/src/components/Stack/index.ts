export { type SpaceToken, Stack, type StackProps } from './Stack';
