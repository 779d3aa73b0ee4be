import { type ReactNode, useEffect, useRef } from 'react';
import { IconClose, IconDanger, IconInfo, IconSuccess, IconWarning } from '../../icons/icons';
import { cx } from '../../internal/cx';
import { createDismissScheduler, type DismissScheduler, defaultToastLife } from './dismissScheduler';
import styles from './ToastRegion.module.css';

/** Spec 3: notification types. */
export type ToastType = 'info' | 'success' | 'warning' | 'danger';

export interface Toast {
  id: string | number;
  type: ToastType;
  message: ReactNode;
  /** Stays until dismissed (spec 4). */
  persistent?: boolean;
}

export interface ToastRegionProps {
  /** The notifications to show, newest last (state lives in the app, e.g. cart-core's notification store). */
  toasts: readonly Toast[];
  /** Removes one notification: the dismiss button and the auto-dismiss timer call it. */
  onDismiss: (id: string | number) => void;
  /** Accessible name of the region (e.g. 'Notifications'). */
  label: string;
  /** Accessible name of each dismiss button (e.g. 'Dismiss'). */
  dismissLabel: string;
  /** Life of a non-persistent notification; spec 9 default 2500 ms. */
  lifeMs?: number;
  className?: string;
}

const icons = { info: IconInfo, success: IconSuccess, warning: IconWarning, danger: IconDanger } as const;

/**
 * Notification toasts in a polite live region that is always in the page, so additions are announced.
 * Hovering or focusing the region pauses auto-dismiss.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  label,
  dismissLabel,
  lifeMs = defaultToastLife,
  className,
}: ToastRegionProps) {
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  const scheduler = useRef<DismissScheduler | null>(null);

  useEffect(() => {
    const created = createDismissScheduler((id) => onDismissRef.current(id), lifeMs);
    scheduler.current = created;
    return () => created.dispose();
  }, [lifeMs]);

  useEffect(() => {
    scheduler.current?.sync(toasts);
  }, [toasts]);

  return (
    <section
      aria-label={label}
      className={cx(styles.region, className)}
      onMouseEnter={() => scheduler.current?.pause()}
      onMouseLeave={() => scheduler.current?.resume()}
      onFocus={() => scheduler.current?.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) scheduler.current?.resume();
      }}
    >
      <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => {
          const Icon = icons[toast.type];
          return (
            <li key={toast.id} className={cx(styles.toast, styles[toast.type])}>
              <Icon className={styles.icon} />
              <div className={styles.message}>{toast.message}</div>
              <button
                type="button"
                className={styles.dismiss}
                aria-label={dismissLabel}
                onClick={() => onDismiss(toast.id)}
              >
                <IconClose size={18} />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
