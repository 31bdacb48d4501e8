import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { es } from '../i18n/es';
import { CheckIcon, CloseIcon, AlertIcon } from '../ui/icons';
import './notifications.css';

/** The spec's default auto-close for notifications. */
export const NOTIFICATION_AUTO_CLOSE_MS = 5_000;

export interface NotificationInput {
  tone: 'success' | 'error' | 'info';
  title: string;
  message: string;
}

interface Notification extends NotificationInput {
  id: number;
}

type Notify = (notification: NotificationInput) => void;

const NotifyContext = createContext<Notify | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setNotifications((list) => list.filter((item) => item.id !== id));
  }, []);

  // The same notice again (a session lost twice in a few seconds) replaces the one shown, with
  // its time restarted, rather than stacking a copy.
  const notify = useCallback<Notify>((notification) => {
    const id = nextId.current++;
    const same = (item: Notification) =>
      item.tone === notification.tone && item.title === notification.title && item.message === notification.message;
    setNotifications((list) => [...list.filter((item) => !same(item)), { ...notification, id }]);
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div className="notifications" role="status" aria-live="polite">
        {notifications.map((item) => (
          <NotificationCard key={item.id} notification={item} onClose={dismiss} />
        ))}
      </div>
    </NotifyContext.Provider>
  );
}

function NotificationCard({ notification, onClose }: { notification: Notification; onClose: (id: number) => void }) {
  const { id, tone, title, message } = notification;
  // Held while the pointer is over it or the focus inside it (WCAG 2.2.1): a reader is not
  // rushed, and the time starts again when they leave it.
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => onClose(id), NOTIFICATION_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [id, onClose, paused]);

  return (
    <div
      className={`notification notification--${tone}`}
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <span className="notification__icon" aria-hidden="true">
        {tone === 'error' ? <AlertIcon /> : <CheckIcon />}
      </span>
      <div className="notification__body">
        <p className="notification__title">{title}</p>
        <p className="notification__message">{message}</p>
      </div>
      <button type="button" className="notification__close" onClick={() => onClose(id)}>
        <CloseIcon aria-hidden="true" />
        <span className="sr-only">{es.common.close}</span>
      </button>
    </div>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}
