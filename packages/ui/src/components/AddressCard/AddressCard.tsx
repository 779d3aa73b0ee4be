import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import styles from './AddressCard.module.css';

export interface AddressCardProps {
  /** The address as lines (name, street, postcode and city, country). */
  lines: readonly string[];
  /** Default badges ('Default billing address'). */
  badges?: readonly string[];
  /** Edit, delete and default buttons or forms. */
  actions?: ReactNode;
}

/** One address of the address book with its default badges and actions. */
export function AddressCard({ lines, badges = [], actions }: AddressCardProps) {
  return (
    <article className={styles.card}>
      {badges.length > 0 ? (
        <p className={styles.badges}>
          {badges.map((badge) => (
            <Badge key={badge} tone="brand">
              {badge}
            </Badge>
          ))}
        </p>
      ) : null}
      <address className={styles.address}>
        {lines.map((line, index) => (
          // Lines of one address can repeat (two equal names); their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
          <span key={index}>{line}</span>
        ))}
      </address>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
