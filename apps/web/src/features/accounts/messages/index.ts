import { defineMessages } from '../../../i18n';
import en from './en.json';

export const accountsMessages = defineMessages('features/accounts', en);
