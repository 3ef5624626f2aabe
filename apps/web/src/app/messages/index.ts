import { defineMessages } from '../../i18n';
import en from './en.json';

export const appMessages = defineMessages('app', en);
