import { defineMessages } from '../../../i18n';
import en from './en.json';

export const formMessages = defineMessages('components/form', en);
