export { NewsletterForm, type NewsletterFormLabels, type NewsletterFormProps } from './NewsletterForm';
