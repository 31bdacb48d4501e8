import { Query } from '@nestjs/cqrs';
import type { NoticeRecordRef } from '../../notice-records.js';
import type { NoticeLogJson } from './notice-log.handler.js';

/** Every message the customer was sent about one record, with where each stands; null when the record never existed. */
export class GetNoticeLog extends Query<NoticeLogJson | null> {
  constructor(readonly record: NoticeRecordRef) {
    super();
  }
}
