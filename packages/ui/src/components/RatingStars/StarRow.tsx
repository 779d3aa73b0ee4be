import { IconStar } from '../../icons/icons';
import styles from './RatingStars.module.css';

/** `max` outline stars with a filled copy clipped to `fill` (0..1), so half stars need no extra icon. */
export function StarRow({ max, fill }: { max: number; fill: number }) {
  const stars = Array.from({ length: max }, (_, index) => index);
  return (
    <span className={styles.row}>
      <span className={styles.empty}>
        {stars.map((index) => (
          <IconStar key={index} />
        ))}
      </span>
      <span className={styles.filled} style={{ width: `${fill * 100}%` }}>
        {stars.map((index) => (
          <IconStar key={index} fill="currentColor" />
        ))}
      </span>
    </span>
  );
}
