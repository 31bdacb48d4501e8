import type { NoticeChannel, RepairDetails } from './repair.events.js';
import { unlockCodeMessages } from '../shared/unlock-code.messages.js';
import { trackingMessages } from '../shared/tracking.messages.js';
import { movementFieldLabels } from '../shared/payment.labels.js';

/*
 * The Spanish names of a repair's fields and notice channels, in a file of their own without
 * zod, so that the back-office's translations (`@taller/domain/texts`) do not bring the schemas
 * with them. `repair.rules.ts` and `repair.events.ts` re-export them.
 */

/** How the screens name the text fields, for the messages that name them (and the history). */
export const repairTextLabels = {
  device: 'Dispositivo',
  model: 'Modelo',
  contactNumber: 'Número de contacto',
  description: 'Descripción',
  motive: 'Motivo',
  internalNotes: 'Notas internas',
} as const;

export const noticeChannelLabels: Record<NoticeChannel | 'unrecorded', string> = {
  email: 'Por correo electrónico',
  phone: 'Por teléfono',
  in_person: 'En persona',
  unrecorded: 'Sin canal registrado (aviso anterior, no consta que se diera)',
};

/** Spanish names of the fields, for the history screen's "what changed". */
export const repairFieldLabels: Record<
  | keyof RepairDetails
  | 'status'
  | 'clientId'
  | 'entryDate'
  | 'image'
  | 'originRevisionId'
  | 'unlockCode'
  | 'tracking'
  | 'noticeDay'
  | 'collectedDay'
  | 'noticeChannel'
  | 'givenBy'
  | 'emailSubject'
  | 'emailText'
  | 'finalNoticeDay'
  | 'abandonOn'
  | 'abandonedDay'
  | 'abandonReason'
  | keyof typeof movementFieldLabels,
  string
> = {
  ...repairTextLabels,
  priceCents: 'Precio',
  priceType: 'Tipo de precio',
  paymentMethod: 'Método de pago',
  isPaid: 'Pagada',
  status: 'Estado',
  clientId: 'Cliente',
  entryDate: 'Fecha de entrada',
  image: 'Imagen',
  originRevisionId: 'Revisión de origen',
  estimatedCompletion: 'Fecha estimada de finalización',
  unlockCode: unlockCodeMessages.label,
  tracking: trackingMessages.label,
  noticeDay: 'Día del aviso',
  collectedDay: 'Día de recogida',
  noticeChannel: 'Canal del aviso',
  givenBy: 'Avisó',
  emailSubject: 'Asunto del correo',
  emailText: 'Texto del correo',
  finalNoticeDay: 'Día del aviso final',
  abandonOn: 'Se considera abandonada tras el',
  abandonedDay: 'Día del abandono',
  abandonReason: 'Motivo del abandono',
  ...movementFieldLabels,
};
