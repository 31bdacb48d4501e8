import { repairMessages, type RepairCommand } from '@taller/domain';
import { repairAggregate } from '../repairs/repair.stream.js';
import { recordImages } from './record-images.js';

/** Images of a repair: `RepairImageAttached` / `RepairImageRemoved` on its stream. */
export const repairImages = recordImages({
  type: 'repair',
  messages: { invalidId: repairMessages.invalidId, notFound: repairMessages.notFound },
  aggregate: repairAggregate,
  attach: (image): RepairCommand => ({ type: 'AttachRepairImage', data: image }),
  remove: (imageId): RepairCommand => ({ type: 'RemoveRepairImage', data: { imageId } }),
});
