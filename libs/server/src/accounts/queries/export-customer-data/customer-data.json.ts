import {
  clientStatusLabels,
  orderPaymentMethodLabels,
  repairPaymentMethodLabels,
  repairPriceTypeLabels,
  revisionMotiveLabels,
  trackedNumber,
} from '@taller/domain';
import type { Account, Session } from '../../../auth/account.entity.js';
import type { ClientRow } from '../../../clients/client-row.entity.js';
import type { ContactMessage } from '../../../contact/contact-message.entity.js';
import { contactMessageJson } from '../../../contact/contact.json.js';
import type { NoticePreference } from '../../../notices/notice-preference.entity.js';
import type { OrderRow } from '../../../orders/order-row.entity.js';
import type { RepairRow } from '../../../repairs/repair-row.entity.js';
import type { RevisionRow } from '../../../revisions/revision-row.entity.js';
import { roleLabels } from '../../../shared/actor.js';
import type { CustomerRecord } from '../../../tracking/customer-records.js';

/*
 * The customer's copy of their data, as JSON: English keys as every other answer of the API, a
 * Spanish `explanation` for the person who opens the file, instants in ISO 8601 (UTC), days as
 * `YYYY-MM-DD`, amounts in euro cents. Never a password hash, a token or a staff member's notes.
 */

const iso = (instant: Date | null | undefined) => (instant ? instant.toISOString() : null);

export function accountJson(account: Account) {
  return {
    id: account.id,
    email: account.email,
    firstName: account.name,
    lastName: account.lastName ?? '',
    phone: account.phone ?? null,
    role: account.role,
    roleLabel: roleLabels[account.role],
    createdAt: iso(account.createdAt),
    emailVerified: account.emailVerifiedAt != null,
    emailVerifiedAt: iso(account.emailVerifiedAt),
    lastSignInAt: iso(account.lastSignInAt),
  };
}

export function sessionJson(session: Session) {
  return {
    openedAt: iso(session.createdAt),
    lastSeenAt: iso(session.lastSeenAt),
    expiresAt: iso(session.expiresAt),
    remembered: session.persistent,
  };
}

/** How the account came to see the client: the same verified e-mail, or staff linked it by hand. */
export type LinkedVia = 'email' | 'staff';

export function clientJson(client: ClientRow, via: LinkedVia, notices: NoticePreference | null) {
  return {
    id: client.id,
    name: client.name,
    lastName: client.lastName,
    phone: client.phone,
    email: client.email,
    company: client.company,
    status: client.status,
    statusLabel: clientStatusLabels[client.status],
    registrationDate: client.registrationDate || null,
    linkedVia: via,
    notices: {
      /** The courtesy notices (received, ready to collect…): the legal ones are sent either way. */
      courtesyNotices: !notices?.optedOutAt,
      stoppedAt: iso(notices?.optedOutAt),
      changedBy: notices?.changedBy ?? null,
    },
  };
}

/** What the shop wrote of the job itself (never its internal notes or unlock code). */
export type WorkRow = { kind: 'repair'; row: RepairRow } | { kind: 'revision'; row: RevisionRow } | { kind: 'order'; row: OrderRow };

function detailsJson(work: WorkRow | undefined) {
  if (!work) return null;
  switch (work.kind) {
    case 'repair': {
      const r = work.row;
      return {
        device: r.device,
        model: r.model,
        description: r.description,
        motive: r.motive,
        contactNumber: r.contactNumber,
        priceCents: r.priceCents,
        priceType: r.priceType,
        priceTypeLabel: repairPriceTypeLabels[r.priceType],
        paymentMethod: r.paymentMethod,
        paymentMethodLabel: repairPaymentMethodLabels[r.paymentMethod],
        isPaid: r.isPaid,
        entryDate: r.entryDate,
        estimatedCompletion: r.estimatedCompletion,
        completedAt: iso(r.completedAt),
        collectedAt: iso(r.collectedAt),
        fromRevision: r.originRevisionId === null ? null : trackedNumber('revision', r.originRevisionId),
      };
    }
    case 'revision': {
      const r = work.row;
      return {
        device: r.device,
        model: r.model,
        motive: r.motive,
        motiveLabel: revisionMotiveLabels[r.motive],
        description: r.description,
        contactNumber: r.contactNumber,
        date: r.date,
        convertedToRepair: r.convertedToRepairId === null ? null : trackedNumber('repair', r.convertedToRepairId),
      };
    }
    case 'order': {
      const o = work.row;
      return {
        name: o.name,
        description: o.description,
        quantity: o.quantity,
        unitPriceCents: o.unitPriceCents,
        totalCents: o.totalCents,
        paymentMethod: o.paymentMethod,
        paymentMethodLabel: orderPaymentMethodLabels[o.paymentMethod],
        isPaid: o.isPaid,
        date: o.date,
        deliveryDate: o.deliveryDate,
        deliveredAt: iso(o.deliveredAt),
      };
    }
  }
}

/** A job as its tracking page tells it (where it stands, its steps, quote, storage, warranty), with what the shop wrote of it. */
export function workJson(record: CustomerRecord, work: WorkRow | undefined) {
  const { view } = record;
  return {
    kind: record.kind,
    kindLabel: view.kindLabel,
    number: view.number,
    clientId: record.clientId,
    date: record.date,
    item: view.item,
    status: view.status.label,
    statusDetail: view.status.detail,
    closed: view.closed,
    steps: view.steps.map(({ label, at }) => ({ label, at })),
    expectedDay: view.expectedDay,
    quote: view.quote,
    storage: view.storage,
    warrantyEnd: view.warrantyEnd,
    details: detailsJson(work),
    trackingPath: record.trackingPath,
  };
}

/** A message they sent, as the back-office reads it, less the shop's side of it (its id, who answered). */
export function customerContactMessageJson(row: ContactMessage) {
  const { id: _id, handledBy: _by, createdAt, handled, handledAt, ...message } = contactMessageJson(row);
  return { sentAt: createdAt, ...message, answered: handled, answeredAt: handledAt };
}

export interface CustomerData {
  explanation: string;
  generatedAt: string;
  account: ReturnType<typeof accountJson>;
  sessions: ReturnType<typeof sessionJson>[];
  clients: ReturnType<typeof clientJson>[];
  work: ReturnType<typeof workJson>[];
  contactMessages: ReturnType<typeof customerContactMessageJson>[];
  /** 'Agotado: te avisamos': the products the e-mail waits to hear about. */
  stockAlerts: { productId: number; product: string | null; email: string; askedAt: string }[];
}
