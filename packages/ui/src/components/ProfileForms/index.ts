export {
  ChangeEmailForm,
  type ChangeEmailFormLabels,
  type ChangeEmailFormProps,
  type ChangeEmailValues,
  ProfileForm,
  type ProfileFormLabels,
  type ProfileFormProps,
  type ProfileValues,
} from './ProfileForms';
