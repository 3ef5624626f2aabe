import { defineMessages } from '../catalog';
import en from './en.json';

export const i18nMessages = defineMessages('i18n', en);
