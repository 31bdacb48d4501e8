import type { AttachedImage, Decider, EventCatalogue } from '@taller/domain';
import type { AttachmentTarget } from './attachment-targets.js';

/** What the aggregate store needs to run a record's commands (`repairAggregate`, `revisionAggregate`). */
interface RecordAggregate<Command, Event extends { type: string; data: unknown }, State> {
  streamId: string;
  decider: Decider<Command, Event, State>;
  catalogue: EventCatalogue<Event>;
  conflictMessage: string;
}

/** An event-sourced record that takes images: which upload `type` names it, and its two commands. */
interface RecordWithImages<Command, Event extends { type: string; data: unknown }, State> {
  type: string;
  messages: AttachmentTarget['messages'];
  aggregate: (recordId: number) => RecordAggregate<Command, Event, State>;
  attach: (image: AttachedImage) => Command;
  remove: (imageId: string) => Command;
}

/**
 * The attachment target of a record whose images are events of its own stream: attaching and
 * removing are its commands, and it is live while registered and not deleted.
 */
export function recordImages<
  Command,
  Event extends { type: string; data: unknown },
  State extends { exists: false } | { exists: true; deleted: boolean },
>(record: RecordWithImages<Command, Event, State>): AttachmentTarget {
  return {
    type: record.type,
    messages: record.messages,
    attach: (aggregates, recordId, image, context) =>
      aggregates.handle({ ...record.aggregate(recordId), command: record.attach(image), context }),
    remove: (aggregates, recordId, imageId, context) =>
      aggregates.handle({ ...record.aggregate(recordId), command: record.remove(imageId), context }),
    async isLive(aggregates, recordId) {
      const { streamId, decider, catalogue } = record.aggregate(recordId);
      const { state } = await aggregates.load(streamId, decider, catalogue);
      return state.exists && !state.deleted;
    },
  };
}
