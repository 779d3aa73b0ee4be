import styles from './PaybackPoints.module.css';

export interface PaybackPointsProps {
  /** The translated line, points included ('Sammle 12 °P'). */
  text: string;
}

/**
 * The loyalty points a product, cart or order earns (spec 7.1): one small line. The shop leaves it out when the
 * points are unknown, so it has no empty or loading state.
 */
export function PaybackPoints({ text }: PaybackPointsProps) {
  return (
    <p className={styles.points} data-payback-points="">
      <span className={styles.mark} aria-hidden="true">
        °P
      </span>
      {text}
    </p>
  );
}
