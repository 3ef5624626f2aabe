import { defineMessages } from '../../../../i18n';
import en from './en.json';

export const homeMessages = defineMessages('features/catalog/home', en);
