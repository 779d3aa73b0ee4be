export { OrderCard, type OrderCardProps } from './OrderCard';
