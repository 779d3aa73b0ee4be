/** Shopware's delivery time of a shipping method: from `min` to `max` units. */
export interface DeliveryTime {
  min: number;
  max: number;
  unit: 'hour' | 'day' | 'week' | 'month' | 'year';
}

/** The first and last calendar day a parcel may arrive, as ISO dates (yyyy-mm-dd). */
export interface DeliveryWindow {
  earliest: string;
  latest: string;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Adds working days (Monday to Friday): carriers deliver on working days only. */
function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

const DAYS_PER_UNIT: Readonly<Record<DeliveryTime['unit'], number>> = {
  hour: 1 / 24,
  day: 1,
  week: 5,
  month: 21,
  year: 250,
};

/** When an order placed on `orderDate` arrives: its delivery time counted in working days, at least one. */
export function deliveryWindowOf(deliveryTime: DeliveryTime, orderDate: Date): DeliveryWindow {
  const days = (count: number) => Math.max(1, Math.ceil(count * DAYS_PER_UNIT[deliveryTime.unit]));
  return {
    earliest: isoDate(addWorkingDays(orderDate, days(deliveryTime.min))),
    latest: isoDate(addWorkingDays(orderDate, days(Math.max(deliveryTime.min, deliveryTime.max)))),
  };
}
