import { revisionMessages, type RevisionCommand } from '@taller/domain';
import { revisionAggregate } from '../revisions/revision.stream.js';
import { recordImages } from './record-images.js';

/**
 * Images of a revision: `RevisionImageAttached` / `RevisionImageRemoved` on its stream. A
 * converted revision keeps and lists its images but takes no new ones (its decider says why).
 */
export const revisionImages = recordImages({
  type: 'revision',
  messages: { invalidId: revisionMessages.invalidId, notFound: revisionMessages.notFound },
  aggregate: revisionAggregate,
  attach: (image): RevisionCommand => ({ type: 'AttachRevisionImage', data: image }),
  remove: (imageId): RevisionCommand => ({ type: 'RemoveRevisionImage', data: { imageId } }),
});
