import { madridDay, newOrderSchema, newRepairSchema, newRevisionSchema } from '@taller/domain';
import type { RaRecord } from 'react-admin';
import { withoutEmptyUnlockCode, type FormSchema } from '../forms';
import { connectionMessages } from '../i18n/es';
import { newRevisionDefaults } from '../revisions/RevisionInputs';

/** The tabs, in the spec's order, by the names the address uses (?tipo=reparacion). */
export const WORK_KINDS = ['pedido', 'reparacion', 'revision'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** A repair is what most customers bring to the counter (and what /nuevo-trabajo used to open). */
export const DEFAULT_WORK_KIND: WorkKind = 'reparacion';

export const isWorkKind = (value: unknown): value is WorkKind => WORK_KINDS.includes(value as WorkKind);

type Values = Record<string, unknown>;

interface WorkKindConfig {
  resource: 'orders' | 'repairs' | 'revisions';
  /** The server's own rules, so the form says what the server would, before sending. */
  schema: FormSchema;
  /** A fresh form (spec §9: dates today; repair flexible price; order quantity 1; cash, unpaid). */
  defaults: () => Values;
  /** Only what the creation takes. */
  toPayload: (values: Values) => Values;
  /** The success line: a translation key, or the server's own message. */
  created: (record: RaRecord) => string;
  /** The line (key or text) for a failure no field, connection or server message explains. */
  failed: string;
}

const today = () => madridDay(new Date());

export const workKinds: Record<WorkKind, WorkKindConfig> = {
  pedido: {
    resource: 'orders',
    schema: newOrderSchema,
    defaults: () => ({
      name: '',
      description: '',
      quantity: 1,
      unitPriceCents: null,
      paymentMethod: 'cash',
      isPaid: false,
      date: today(),
      deliveryDate: null,
    }),
    toPayload: (values) => ({
      clientId: values.clientId,
      name: values.name,
      description: values.description,
      quantity: values.quantity,
      unitPriceCents: values.unitPriceCents,
      paymentMethod: values.paymentMethod,
      isPaid: Boolean(values.isPaid),
      date: values.date,
      deliveryDate: values.deliveryDate || null,
    }),
    created: () => 'resources.orders.notifications.created',
    failed: 'resources.orders.notifications.create_failed',
  },
  reparacion: {
    resource: 'repairs',
    schema: newRepairSchema,
    defaults: () => ({
      device: '',
      model: '',
      contactNumber: '',
      description: '',
      motive: '',
      priceCents: null,
      priceType: 'flexible',
      paymentMethod: 'cash',
      isPaid: false,
      internalNotes: '',
      unlockCode: '',
      entryDate: today(),
    }),
    toPayload: withoutEmptyUnlockCode,
    // Spec §8: the server's message, else 'Reparación registrada exitosamente'.
    created: (record) =>
      typeof record.message === 'string' && record.message.trim() ? record.message : 'resources.repairs.notifications.created',
    // The spec has no line of its own for a refused repair: the server's failure line.
    failed: connectionMessages.serverError,
  },
  revision: {
    resource: 'revisions',
    schema: newRevisionSchema,
    defaults: newRevisionDefaults,
    toPayload: withoutEmptyUnlockCode,
    created: () => 'resources.revisions.notifications.created',
    failed: 'resources.revisions.notifications.create_failed',
  },
};
