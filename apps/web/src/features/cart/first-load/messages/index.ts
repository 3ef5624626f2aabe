import { defineMessages } from '../../../../i18n';
import en from './en.json';

/**
 * The cart's texts on a page's first load (the header's cart button, Add to cart), apart from the rest
 * of the cart's catalog so that it is not in every page's first download.
 */
export const cartFirstLoadMessages = defineMessages('features/cart/first-load', en);
