import { numberText } from '@bhoj/contract';
import type { FoundPayment } from '../payment-lookup.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (amount: number) =>
  `TK ${numberText(amount, 'en-IN', { fractionDigits: 2, signedZero: true })}`;

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f5f5f4; color: #1c1917; }
  main { max-width: 26rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 0.75rem;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); }
  .note { font-size: 0.8rem; background: #fef3c7; color: #92400e; padding: 0.4rem 0.6rem; border-radius: 0.4rem; }
  h1 { font-size: 1.6rem; margin: 1rem 0 0.25rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; font-size: 0.9rem; }
  dt { color: #78716c; } dd { margin: 0; word-break: break-all; }
  form { margin-top: 0.75rem; }
  button { width: 100%; padding: 0.75rem; font-size: 1rem; border-radius: 0.5rem; border: 1px solid #d6d3d1;
           background: #fff; cursor: pointer; }
  button.pay { background: #ea580c; border-color: #ea580c; color: #fff; font-weight: 600; }
  @media (max-width: 30rem) { main { margin: 0; border-radius: 0; min-height: 100vh; } }`;

const STATE_TEXT = {
  paid: 'This payment is complete.',
  late: 'This payment arrived after its order stopped taking payment: it is being refunded.',
  failed: 'This payment failed.',
  cancelled: 'This payment was cancelled.',
  expired: 'This payment expired.',
} as const;

const button = (base: string, action: string, label: string, className = '') =>
  `<form method="post" action="${escape(base)}/${action}/"><button${className ? ` class="${className}"` : ''} type="submit">${label}</button></form>`;

/**
 * Our own hosted payment page: forms that call back the way a gateway's page would. An ended payment can
 * still be paid, as a payment page left open in another tab can: the money is then late and refunded.
 */
export function sandboxPage(payment: FoundPayment) {
  const base = `/api/payment/sandbox/${encodeURIComponent(payment.transactionId)}`;
  const amount = money(payment.amount);
  const back = '<p><a href="/order-history/">Go to your orders</a></p>';
  let actions: string;
  if (payment.state === 'initiated') {
    actions = [
      button(base, 'pay', `Pay ${amount}`, 'pay'),
      button(base, 'fail', 'Fail'),
      button(base, 'cancel', 'Cancel'),
    ].join('\n    ');
  } else if (payment.state === 'paid' || payment.state === 'late') {
    actions = `<p>${STATE_TEXT[payment.state]}</p>${back}`;
  } else {
    actions = `<p>${STATE_TEXT[payment.state]}</p>
    ${button(base, 'pay', `Pay ${amount} anyway (arrives late: refunded)`)}
    ${back}`;
  }
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Pay ${amount} · Bhoj sandbox payment</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <p class="note">Sandbox payment page: it takes no money. Pay marks the order paid without charging anyone.</p>
    <h1>${amount}</h1>
    <dl>
      <dt>Order</dt><dd>#${payment.orderId}</dd>
      <dt>Transaction</dt><dd>${escape(payment.transactionId)}</dd>
    </dl>
    ${actions}
  </main>
</body>
</html>`;
}

export const notFoundPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Payment not found · Bhoj</title></head>
<body><p>This payment does not exist.</p><p><a href="/">Back to Bhoj</a></p></body></html>`;
