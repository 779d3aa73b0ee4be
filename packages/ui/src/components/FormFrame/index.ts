export {
  type FieldErrors,
  type FormAs,
  type FormComponentProps,
  FormFrame,
  type FormFrameProps,
  type FormNotice,
  type FormState,
} from './FormFrame';
export { FormMessage, type FormMessageProps } from './FormMessage';
export { FormRow, FormSection } from './formLayout';
export {
  defaultValidationLabels,
  useInlineValidation,
  type ValidationLabels,
  validationMessageOf,
} from './useInlineValidation';
