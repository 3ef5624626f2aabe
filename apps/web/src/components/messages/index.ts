import { defineMessages } from '../../i18n';
import en from './en.json';

export const componentMessages = defineMessages('components', en);
