export {
  type AccountType,
  RegisterForm,
  type RegisterFormLabels,
  type RegisterFormProps,
  type RegisterValues,
} from './RegisterForm';
