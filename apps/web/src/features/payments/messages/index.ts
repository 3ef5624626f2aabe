import { defineMessages } from '../../../i18n';
import en from './en.json';

export const paymentsMessages = defineMessages('features/payments', en);
