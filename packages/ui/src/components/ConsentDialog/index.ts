export {
  ConsentDialog,
  type ConsentDialogCategory,
  type ConsentDialogChoices,
  type ConsentDialogLabels,
  type ConsentDialogProps,
} from './ConsentDialog';
