import { defineMessages } from '../../../i18n';
import en from './en.json';

export const dashboardMessages = defineMessages('components/dashboard', en);
