import { Notification } from 'react-admin';

/** The spec's notifications close on their own after 5 s (back-office.md §9; react-admin's default is 4 s). */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

/** Every notification of the back-office, react-admin's own included, with the spec's auto-close. */
export const TallerNotification = () => <Notification autoHideDuration={NOTIFICATION_AUTO_CLOSE_MS} />;
