import { repairMessages } from '@taller/domain';
import { repairAggregate } from '../repairs/repair.stream.js';
import type { AttachmentTarget } from './attachment-targets.js';

/** Images of a repair: `RepairImageAttached` / `RepairImageRemoved` on its stream. */
export const repairImages: AttachmentTarget = {
  type: 'repair',
  messages: { invalidId: repairMessages.invalidId, notFound: repairMessages.notFound },
  attach: (aggregates, repairId, image, context) =>
    aggregates.handle({ ...repairAggregate(repairId), command: { type: 'AttachRepairImage', data: image }, context }),
  remove: (aggregates, repairId, imageId, context) =>
    aggregates.handle({ ...repairAggregate(repairId), command: { type: 'RemoveRepairImage', data: { imageId } }, context }),
  async isLive(aggregates, repairId) {
    const { decider, catalogue, streamId } = repairAggregate(repairId);
    const { state } = await aggregates.load(streamId, decider, catalogue);
    return state.exists && !state.deleted;
  },
};
