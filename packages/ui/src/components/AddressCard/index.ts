export { AddressCard, type AddressCardProps } from './AddressCard';
