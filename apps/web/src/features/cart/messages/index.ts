import { defineMessages } from '../../../i18n';
import en from './en.json';

export const cartMessages = defineMessages('features/cart', en);
