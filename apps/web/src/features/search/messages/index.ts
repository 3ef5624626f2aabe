import { defineMessages } from '../../../i18n';
import en from './en.json';

export const searchMessages = defineMessages('features/search', en);
