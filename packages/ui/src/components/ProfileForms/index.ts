export {
  ChangeEmailForm,
  type ChangeEmailFormLabels,
  type ChangeEmailFormProps,
  ProfileForm,
  type ProfileFormLabels,
  type ProfileFormProps,
  type ProfileValues,
} from './ProfileForms';
