import { type PaymentState, STAGE_LABELS, type TicketStage, type UserLanguage } from '@bhoj/contract';

/** " (No buns left)": the reason the restaurant gave, as it wrote it. */
const reasonNote = (reason: string | null | undefined) => (reason ? ` (${reason})` : '');

export interface ReceiptTexts {
  placedSubject: (order: string) => string;
  ticketSubject: (ticket: string, stage: TicketStage) => string;
  hello: (name: string) => string;
  thanks: (order: string) => string;
  ticketMoved: (restaurant: string, order: string, canceled: boolean, reason: string | null) => string;
  placedAt: (when: string, address: string) => string;
  stage: (stage: TicketStage) => string;
  deliveryFee: string;
  total: (total: string, was: string | null) => string;
  payment: (state: PaymentState) => string;
  yourOrders: (link: string) => string;
}

const BANGLA_STAGES: Record<TicketStage, string> = {
  new: 'নতুন',
  accepted: 'গ্রহণ করা হয়েছে',
  preparing: 'তৈরি হচ্ছে',
  out_for_delivery: 'ডেলিভারির পথে',
  delivered: 'ডেলিভারি হয়েছে',
  canceled: 'বাতিল হয়েছে',
};

/** The words of the order receipt mails, per language; amounts, dates and counts come formatted. */
export const RECEIPT_TEXTS: Record<UserLanguage, ReceiptTexts> = {
  en: {
    placedSubject: (order) => `Bhoj order ${order} placed`,
    ticketSubject: (ticket, stage) => `Bhoj order ${ticket}: ${STAGE_LABELS[stage].toLowerCase()}`,
    hello: (name) => `Hello ${name},`,
    thanks: (order) => `Thank you: your order ${order} is with the restaurants.`,
    ticketMoved: (restaurant, order, canceled, reason) =>
      `${restaurant} has ${canceled ? 'canceled' : 'delivered'} its part of your order ${order}${reasonNote(reason)}.`,
    placedAt: (when, address) => `Placed ${when} (Bangladesh time), to ${address}.`,
    stage: (stage) => STAGE_LABELS[stage],
    deliveryFee: 'Delivery fee',
    total: (total, was) => `Total ${total}${was ? ` (was ${was})` : ''}`,
    payment: (state) =>
      `Payment: ${state === 'paid' ? 'paid online' : state === 'cash_on_delivery' ? 'cash on delivery' : 'not paid'}`,
    yourOrders: (link) => `Your orders: ${link}`,
  },
  bn: {
    placedSubject: (order) => `Bhoj অর্ডার ${order} দেওয়া হয়েছে`,
    ticketSubject: (ticket, stage) => `Bhoj অর্ডার ${ticket}: ${BANGLA_STAGES[stage]}`,
    hello: (name) => `প্রিয় ${name},`,
    thanks: (order) => `ধন্যবাদ: আপনার অর্ডার ${order} রেস্টুরেন্টগুলোর কাছে পৌঁছেছে।`,
    ticketMoved: (restaurant, order, canceled, reason) =>
      `${restaurant} আপনার অর্ডার ${order}-এর নিজের অংশ ${canceled ? 'বাতিল করেছে' : 'পৌঁছে দিয়েছে'}${reasonNote(reason)}।`,
    placedAt: (when, address) => `অর্ডার দেওয়া হয়েছে ${when} (বাংলাদেশ সময়), ঠিকানা: ${address}।`,
    stage: (stage) => BANGLA_STAGES[stage],
    deliveryFee: 'ডেলিভারি চার্জ',
    total: (total, was) => `মোট ${total}${was ? ` (আগে ছিল ${was})` : ''}`,
    payment: (state) =>
      `পেমেন্ট: ${state === 'paid' ? 'অনলাইনে পরিশোধ করা হয়েছে' : state === 'cash_on_delivery' ? 'ক্যাশ অন ডেলিভারি' : 'পরিশোধ করা হয়নি'}`,
    yourOrders: (link) => `আপনার অর্ডারগুলো: ${link}`,
  },
};
