import { defineMessages } from '../../../i18n';
import en from './en.json';

export const layoutMessages = defineMessages('app/layouts', en);

export type LayoutMessageKey = (typeof layoutMessages.keys)[number];
