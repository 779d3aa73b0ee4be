export { LoginForm, type LoginFormLabels, type LoginFormProps } from './LoginForm';
