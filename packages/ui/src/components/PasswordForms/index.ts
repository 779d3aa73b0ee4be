export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type NewPasswordLabels,
  RecoverPasswordForm,
  type RecoverPasswordFormLabels,
  type RecoverPasswordFormProps,
  ResetPasswordForm,
  type ResetPasswordFormProps,
} from './PasswordForms';
