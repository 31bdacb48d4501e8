import { BigIntType, EntitySchema } from '@mikro-orm/core';

/** How far the notices have read the global log (NoticeReactor). */
export class NoticeCheckpoint {
  name!: string;
  position!: number;
}

export const NoticeCheckpointSchema = new EntitySchema<NoticeCheckpoint>({
  class: NoticeCheckpoint,
  tableName: 'notice_checkpoints',
  properties: {
    name: { type: 'string', primary: true },
    position: { type: new BigIntType('number') },
  },
});
