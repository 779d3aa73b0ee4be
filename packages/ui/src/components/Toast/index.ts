export {
  createDismissScheduler,
  type DismissScheduler,
  defaultToastLife,
  type SchedulableToast,
} from './dismissScheduler';
export { type Toast, ToastRegion, type ToastRegionProps, type ToastType } from './ToastRegion';
