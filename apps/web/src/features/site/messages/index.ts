import { defineMessages } from '../../../i18n';
import en from './en.json';

export const siteMessages = defineMessages('features/site', en);

export type SiteMessageKey = (typeof siteMessages.keys)[number];
