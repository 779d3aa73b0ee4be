export { useHydrated } from './useHydrated';
