import { defineMessages } from '../../../i18n';
import en from './en.json';

export const ordersMessages = defineMessages('features/orders', en);
