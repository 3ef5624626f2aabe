import { defineMessages } from '../../../../i18n';
import en from './en.json';

export const publicLayoutMessages = defineMessages('app/layouts/public', en);

export type PublicLayoutMessageKey = (typeof publicLayoutMessages.keys)[number];
