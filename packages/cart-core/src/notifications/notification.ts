/** Spec 3: a notification's kind. */
export type NotificationType = 'info' | 'success' | 'warning' | 'danger';

/** Spec 3: id (timestamp), type, message, keepOnPageLoad, persistent. */
export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
  /** Spared by page-load clearing unless that is forced (spec 4). */
  keepOnPageLoad: boolean;
  /** Never dismissed by itself (spec 4); the shopper closes it. */
  persistent: boolean;
}

export type NotificationInput = Pick<Notification, 'type' | 'message'> &
  Partial<Pick<Notification, 'keepOnPageLoad' | 'persistent'>>;

/** Spec 9: a notification lives 2500 ms unless it is persistent. */
export const NOTIFICATION_LIFETIME_MS = 2500;
