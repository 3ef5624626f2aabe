export {
  defineMessages,
  translate,
  useLanguageChange,
  useMessages,
  type Catalog,
  type MessageValues,
} from './catalog';
export { formatDate, formatDateTime, formatDigits, formatNumber, formatTime, useFormat } from './format';
export { applyLanguage, LanguageProvider, onLanguageChosen, useLanguage } from './language-provider';
export { LanguageSwitch } from './language-switch';
export {
  hasStoredChoice,
  isLanguage,
  keepLanguageCookie,
  storedChoice,
  type Language,
  type LanguageChoice,
} from './languages';
export { translateServerMessage } from './server-messages/translate';
