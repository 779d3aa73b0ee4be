export {
  ContactForm,
  type ContactFormField,
  type ContactFormLabels,
  type ContactFormProps,
} from './ContactForm';
