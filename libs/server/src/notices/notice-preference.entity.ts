import { EntitySchema, type Opt } from '@mikro-orm/core';

/**
 * A client's answer to the courtesy notices: the unguessable token of the link in their e-mails
 * that stops them, and whether (and when) they used it. A preference of a person, like an
 * account's settings: a plain table, not the log (DESIGN.md); deleting the client deletes it.
 */
export class NoticePreference {
  clientId!: number;
  token!: string;
  /** When the client asked for no more courtesy notices; null while they get them. */
  optedOutAt!: Opt<Date> | null;
  /** Who changed it last: the client from the link, or a member of staff by name. */
  changedBy!: Opt<string> | null;
}

export const NoticePreferenceSchema = new EntitySchema<NoticePreference>({
  class: NoticePreference,
  tableName: 'notice_preferences',
  properties: {
    clientId: { type: 'integer', primary: true, autoincrement: false },
    token: { type: 'string', length: 32, unique: true },
    optedOutAt: { type: 'datetime', nullable: true, default: null },
    changedBy: { type: 'string', length: 200, nullable: true, default: null },
  },
});
