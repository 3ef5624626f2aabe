import { defineMessages } from '../../../i18n';
import en from './en.json';

export const checkoutMessages = defineMessages('app/checkout', en);
