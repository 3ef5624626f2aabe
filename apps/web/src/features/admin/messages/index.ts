import { defineMessages } from '../../../i18n';
import en from './en.json';

export const adminMessages = defineMessages('features/admin', en);
