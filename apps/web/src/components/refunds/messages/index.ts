import { defineMessages } from '../../../i18n';
import en from './en.json';

export const refundMessages = defineMessages('components/refunds', en);
