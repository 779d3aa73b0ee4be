export { PaybackPoints, type PaybackPointsProps } from './PaybackPoints';
