import { defineMessages } from '../../../../i18n';
import en from './en.json';

export const searchPanelMessages = defineMessages('features/catalog/components', en);
