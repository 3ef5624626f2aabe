import { lineTotal, sumTaka } from '../../lib/money.ts';

interface PricedLine {
  price: number;
  quantity: number;
  available: boolean;
  restaurantId: number;
  deliveryFee: number;
}

/** A cart's totals at current prices; the delivery fee is charged once per restaurant. */
export function cartTotals(lines: readonly PricedLine[]) {
  const fees = new Map(lines.map((line) => [line.restaurantId, line.deliveryFee]));
  const totalPrice = sumTaka(lines.map((line) => lineTotal(line.price, line.quantity)));
  const deliveryFee = sumTaka(fees.values());
  return {
    total_price: totalPrice,
    total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    delivery_fee: deliveryFee,
    total: sumTaka([totalPrice, deliveryFee]),
    unavailable: lines.some((line) => !line.available),
  };
}
