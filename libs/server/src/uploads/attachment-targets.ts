import type { AttachedImage } from '@taller/domain';
import type { AggregateStore, Decided } from '../event-sourcing/aggregate-store.js';
import type { CommandContext } from '../shared/actor.js';
import { repairImages } from './repair-images.js';
import { revisionImages } from './revision-images.js';
import { productImages } from './product-images.js';
import { UploadRefused } from './upload-error.js';
import { uploadMessages } from './upload.messages.js';

/**
 * A kind of record images attach to, named by the upload's `type`. Attaching and removing are
 * events of the record, decided by its own decider: a deleted or unknown record refuses them
 * with its own "not found".
 */
export interface AttachmentTarget {
  readonly type: string;
  /** The record's own texts for a malformed id and for one that does not exist. */
  readonly messages: { invalidId: string; notFound: string };
  attach(aggregates: AggregateStore, recordId: number, image: AttachedImage, context: CommandContext): Promise<Decided<unknown>>;
  remove(aggregates: AggregateStore, recordId: number, imageId: string, context: CommandContext): Promise<Decided<unknown>>;
  /** Registered and not deleted: only then are its images listed. */
  isLive(aggregates: AggregateStore, recordId: number): Promise<boolean>;
}

/** Every kind of record that takes images; another plugs in here with its own target. */
const TARGETS: readonly AttachmentTarget[] = [repairImages, revisionImages, productImages];

export const attachmentTypes = TARGETS.map((target) => target.type);

/** The target named by an upload's `type`, or the 400 that lists the known ones. */
export function attachmentTarget(type: unknown): AttachmentTarget {
  const target = TARGETS.find((t) => t.type === type);
  if (!target) throw new UploadRefused(400, 'invalid_type', uploadMessages.unknownType(attachmentTypes));
  return target;
}
