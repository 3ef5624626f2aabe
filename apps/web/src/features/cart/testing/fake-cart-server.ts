import { fakeApi, type FakeAnswer, type FakeRequest } from '../../../testing/fake-api';
import type { CartItem } from '@bhoj/contract';
import { cartOf } from './cart-fixtures';

type Override = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer> | undefined;

/**
 * A fake API holding one customer's cart: list, update and delete change `items` as the server would.
 * `override` answers first (a refusal, a slow answer, other calls); undefined falls through.
 */
export function fakeCartServer(initial: CartItem[], override: Override = () => undefined) {
  let items = [...initial];
  const requests = fakeApi((request) => {
    const answer = override(request);
    if (answer) return answer;
    const { method, path } = request;
    if (method === 'GET' && path === '/api/cart/list/') return { body: cartOf(items) };
    const update = /^\/api\/cart\/update\/(\d+)\/$/.exec(path);
    if (method === 'PUT' && update) {
      const quantity = (request.body as { quantity: number }).quantity;
      items = items.map((item) =>
        item.id === Number(update[1])
          ? { ...item, quantity, total_price: item.food_item_price * quantity }
          : item,
      );
      return { body: items.find((item) => item.id === Number(update[1])) };
    }
    const remove = /^\/api\/cart\/delete\/(\d+)\/$/.exec(path);
    if (method === 'DELETE' && remove) {
      items = items.filter((item) => item.id !== Number(remove[1]));
      return { body: { message: 'Item removed' } };
    }
    return undefined;
  });
  return {
    requests,
    setItems: (next: CartItem[]) => {
      items = next;
    },
  };
}
