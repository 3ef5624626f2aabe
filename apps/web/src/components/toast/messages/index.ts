import { defineMessages } from '../../../i18n';
import en from './en.json';

export const toastMessages = defineMessages('components/toast', en);
