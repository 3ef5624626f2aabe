import { defineMessages } from '../../../i18n';
import en from './en.json';

export const addressesMessages = defineMessages('features/addresses', en);
