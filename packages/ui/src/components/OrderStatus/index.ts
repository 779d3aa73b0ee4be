export { type OrderStateEntry, OrderStatus, type OrderStatusProps } from './OrderStatus';
