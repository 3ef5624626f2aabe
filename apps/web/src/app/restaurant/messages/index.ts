import { defineMessages } from '../../../i18n';
import en from './en.json';

export const restaurantPageMessages = defineMessages('app/restaurant', en);
