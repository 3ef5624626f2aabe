import { defineMessages } from '../../../i18n/catalog';
import en from './en.json';

export const catalogMessages = defineMessages('features/catalog', en);
