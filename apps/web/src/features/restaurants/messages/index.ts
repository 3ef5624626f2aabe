import { defineMessages } from '../../../i18n';
import en from './en.json';

export const restaurantsMessages = defineMessages('features/restaurants', en);
