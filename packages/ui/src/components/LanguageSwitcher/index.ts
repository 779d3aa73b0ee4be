export { type LanguageOption, LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
