import { countOf, indiaDate, rupees, type Locale, type Order } from '@dishrated/shared';

/** What a notification about an order says, in each language: the recipient's is shown and pushed. */
export type OrderNotice = Record<Locale, { title: string; body: string }>;

type Told = Pick<Order, 'number' | 'truck' | 'total' | 'pickupAt' | 'readyBy' | 'lateMinutes' | 'pickupCode'>;

const at = (iso: string | null, locale: Locale) => (iso ? indiaDate(iso, 'time', locale) : '');

/** The owner hears of a new order. */
export function newOrderNotice(order: Told, dishes: number): OrderNotice {
  return {
    en: { title: `New order #${order.number} at ${order.truck.name}`, body: `${countOf(dishes, 'dish', 'dishes')}, ${rupees(order.total)}, pickup at ${at(order.pickupAt, 'en')}.` },
    hi: { title: `${order.truck.name} पर नया ऑर्डर #${order.number}`, body: `${dishes} डिश, ${rupees(order.total)}, पिकअप ${at(order.pickupAt, 'hi')} बजे।` },
  };
}

/** The customer hears their order moved on. */
export function acceptedNotice(order: Told): OrderNotice {
  return {
    en: { title: `Order #${order.number} accepted`, body: `${order.truck.name} will have it ready by ${at(order.readyBy, 'en')}.` },
    hi: { title: `ऑर्डर #${order.number} स्वीकार हुआ`, body: `${order.truck.name} इसे ${at(order.readyBy, 'hi')} बजे तक तैयार कर देगा।` },
  };
}

export function runningLateNotice(order: Told): OrderNotice {
  return {
    en: { title: `Order #${order.number} running late`, body: `${order.truck.name} is running ${order.lateMinutes} minutes late. Now ready by ${at(order.readyBy, 'en')}.` },
    hi: { title: `ऑर्डर #${order.number} में देर`, body: `${order.truck.name} को ${order.lateMinutes} मिनट की देर हो रही है। अब ${at(order.readyBy, 'hi')} बजे तक तैयार होगा।` },
  };
}

export function rejectedNotice(order: Told, reason: string): OrderNotice {
  return {
    en: { title: `Order #${order.number} rejected`, body: `${order.truck.name}: ${reason}` },
    hi: { title: `ऑर्डर #${order.number} मना हुआ`, body: `${order.truck.name}: ${reason}` },
  };
}

export function readyNotice(order: Told): OrderNotice {
  return {
    en: { title: `Order #${order.number} is ready`, body: `Pick it up at ${order.truck.name} with code ${order.pickupCode} (${rupees(order.total)} to pay).` },
    hi: { title: `ऑर्डर #${order.number} तैयार है`, body: `${order.truck.name} से कोड ${order.pickupCode} बताकर ले लें (${rupees(order.total)} देने हैं)।` },
  };
}
