import fc from 'fast-check';
import type { Channel, Model, MoneySystem, PlacedOrder } from './system.ts';

/** One thing a user, a gateway or a background round does; `act` answers how the model follows. */
interface Step {
  label: string;
  act(model: Model, system: MoneySystem): Promise<() => void>;
}

/** The order a step is about: the runs' orders are made as it goes, so a number picks one of them. */
const orderAt = (model: Model, pick: number): PlacedOrder | undefined =>
  model.orders[pick % Math.max(1, model.orders.length)];

const onOrder = (
  label: string,
  pick: number,
  act: (order: PlacedOrder, system: MoneySystem) => Promise<() => void>,
): Step => ({
  label: `${label} (order ${pick})`,
  act: async (model, system) => {
    const order = orderAt(model, pick);
    return order ? act(order, system) : () => {};
  },
});

const pick = fc.nat({ max: 20 });
const channel = fc.constantFrom<Channel>('notification', 'browser');

const shopperAt = (model: Model, who: number) => model.shoppers[who % model.shoppers.length]!;
const stage = fc.constantFrom('accepted', 'preparing', 'out_for_delivery', 'delivered', 'canceled');
const lineStatus = fc.constantFrom('Pending', 'Completed', 'Canceled');

/** Every step, drawn with its arguments, and how often (the steps that move money most). */
const steps: fc.WeightedArbitrary<Step>[] = [
  {
    weight: 2,
    arbitrary: fc.tuple(pick, fc.nat({ max: 2 }), fc.integer({ min: 1, max: 3 })).map(([who, food, n]) => ({
      label: `shopper ${who} adds ${n} of food ${food}`,
      act: (model, system) => system.add(shopperAt(model, who), food, n),
    })),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(pick, fc.boolean()).map(([who, online]) => ({
      label: `shopper ${who} checks out (${online ? 'online' : 'cash'})`,
      act: (model, system) => system.checkout(model, shopperAt(model, who), online),
    })),
  },
  {
    weight: 5,
    arbitrary: fc
      .tuple(pick, pick, channel)
      .map(([o, t, via]) => onOrder(`payment ${t} paid by ${via}`, o, (order, s) => s.pay(order, t, via))),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(pick, pick, channel)
      .map(([o, t, via]) =>
        onOrder(`payment ${t} given up (${via})`, o, (order, s) => s.giveUp(order, t, via)),
      ),
  },
  { weight: 3, arbitrary: pick.map((o) => onOrder('customer cancels', o, (order, s) => s.cancel(order))) },
  {
    weight: 3,
    arbitrary: pick.map((o) => onOrder('customer retries the payment', o, (order, s) => s.retry(order))),
  },
  {
    weight: 2,
    arbitrary: pick.map((o) => onOrder('customer pays cash instead', o, (order, s) => s.payCash(order))),
  },
  {
    weight: 2,
    arbitrary: pick.map((o) => onOrder('the payment time runs out', o, (order, s) => s.expire(order))),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(pick, fc.nat({ max: 1 }), stage)
      .map(([o, t, to]) =>
        onOrder(`restaurant moves ticket ${t} to ${to}`, o, (order, s) => s.ownerMove(order, t, to)),
      ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(pick, fc.nat({ max: 3 }), lineStatus)
      .map(([o, l, to]) => onOrder(`admin sets line ${l} ${to}`, o, (order, s) => s.adminMove(order, l, to))),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Step>({
      label: 'refunds are sent',
      act: (_model, system) => system.refundRound(),
    }),
  },
];

/** A step alone, or two at once (a race: both run concurrently, each sees what the other did or not). */
class Steps implements fc.AsyncCommand<Model, MoneySystem> {
  constructor(
    private readonly racing: Step[],
    private readonly afterEach: (model: Model, system: MoneySystem) => Promise<void>,
  ) {}

  check = () => true;

  async run(model: Model, system: MoneySystem) {
    const follow = await Promise.all(this.racing.map((step) => step.act(model, system)));
    for (const apply of follow) apply();
    await this.afterEach(model, system);
  }

  toString = () => this.racing.map((step) => step.label).join(' ‖ ');
}

/** Sequences of steps and races, with `afterEach` checking the system after every one. */
export function moneyCommands(
  afterEach: (model: Model, system: MoneySystem) => Promise<void>,
  maxCommands: number,
) {
  const step = fc.oneof(...steps);
  return fc.commands(
    [
      step.map((one) => new Steps([one], afterEach)),
      fc.tuple(step, step).map((two) => new Steps(two, afterEach)),
    ],
    { maxCommands, size: 'max' },
  );
}
