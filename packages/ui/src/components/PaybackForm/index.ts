export { PaybackForm, type PaybackFormLabels, type PaybackFormProps } from './PaybackForm';
