import { defineMessages } from '../../../i18n/catalog';
import en from './en.json';

export const ownerMessages = defineMessages('features/owner', en);
export type OwnerMessageKey = (typeof ownerMessages)['keys'][number];
