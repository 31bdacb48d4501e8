import type { Priority, TimeLeft, WorkType } from '@taller/domain';

/** One piece of dated work, as `GET /api/calendar` and `GET /api/calendar/urgent` answer it. */
export interface CalendarItem {
  /** Unique across kinds, e.g. `repair_12`. */
  key: string;
  id: number;
  type: WorkType;
  typeLabel: string;
  /** `YYYY-MM-DD`, a Madrid day. */
  date: string;
  status: string;
  statusLabel: string;
  open: boolean;
  title: string;
  /** The shop's closing time that day (`HH:MM`), null when it is closed. */
  time: string | null;
  /** ISO instant. */
  dueDate: string;
  priority: Priority;
  clientId: number;
  client: string;
  device: string | null;
  description: string;
}

export interface CalendarDay {
  date: string;
  repairs: number;
  revisions: number;
  orders: number;
  total: number;
  items: CalendarItem[];
}

export interface Calendar {
  from: string;
  to: string;
  /** Today in Madrid, by the server's clock. */
  today: string;
  days: CalendarDay[];
}

export interface UrgentItem extends CalendarItem {
  overdue: boolean;
  timeLeft: TimeLeft;
}

/** What the screen filters by: a kind of work (or all) and a status, `open` or any. */
export interface CalendarFilters {
  type: WorkType | '';
  status: string;
}
