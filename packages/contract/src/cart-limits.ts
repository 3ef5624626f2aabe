// Plain numbers, without Zod: the storefront's guest cart imports them from `@bhoj/contract/cart-limits`
// and stays free of the schemas. The signed-in cart (the API) and the guest cart (the browser) share them.

/** Largest quantity of one food in a cart (a sanity bound: the web app's quantity field does not bound typing). */
export const MAX_LINE_QUANTITY = 1000;
/** Most foods a guest cart holds, and so most lines one `cart/merge/` may send. */
export const MAX_GUEST_CART_LINES = 50;
