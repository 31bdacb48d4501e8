import { z } from 'zod';
import { multiLineText, oneLineText } from '../shared/text.js';
import {
  DEFAULT_NOTICE_TEMPLATES,
  ESSENTIAL_NOTICE_STEPS,
  MESSAGE_CHANNELS,
  messageChannelLabels,
  NOTICE_STEPS,
  noticeMessages as m,
  noticeStepLabels,
  noticeStepPlaceholders,
  noticeTemplateLimits,
  type MessageChannel,
  type NoticePlaceholder,
  type NoticeStep,
  type NoticeTemplate,
} from './notice.labels.js';

export * from './notice.labels.js';

/**
 * Notices to the customer: on the steps the shop chooses (its settings), from templates the
 * Administrador edits, by e-mail through the outbox and, when a provider is configured and the
 * shop turns them on, by SMS or WhatsApp. Each notice is an event of its record
 * (`…CustomerNotified`), naming the step, the channel, the masked address and the text sent;
 * the full address stays in the outbox, where erasing the person erases it.
 */

/** The notice settings of the shop (a part of its settings, as the identity, hours and terms). */
export interface NoticeSettings {
  /** Which steps are told. */
  steps: Record<NoticeStep, boolean>;
  /** Whether short messages also go by SMS / WhatsApp (only when the provider is configured). */
  sms: boolean;
  whatsapp: boolean;
  templates: Record<NoticeStep, NoticeTemplate>;
}

export const DEFAULT_NOTICE_SETTINGS: NoticeSettings = {
  steps: Object.fromEntries(NOTICE_STEPS.map((step) => [step, true])) as Record<NoticeStep, boolean>,
  sms: false,
  whatsapp: false,
  templates: DEFAULT_NOTICE_TEMPLATES,
};

const PLACEHOLDER = /\{([^{}\s]*)\}/gu;

/** The placeholders a text uses, in order, and whether a brace is left open. */
function placeholdersOf(text: string): { names: string[]; unclosed: boolean } {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const stripped = text.replace(PLACEHOLDER, '');
  return { names, unclosed: /[{}]/u.test(stripped) };
}

/** The first thing wrong with a template's text for its step, or null. */
export function templateTextProblem(text: string, step: NoticeStep): string | null {
  const { names, unclosed } = placeholdersOf(text);
  if (unclosed) return m.unclosedBrace;
  const known = noticeStepPlaceholders[step] as readonly string[];
  const unknown = names.find((name) => !known.includes(name));
  return unknown === undefined ? null : m.unknownPlaceholder(unknown.slice(0, 40), noticeStepLabels[step]);
}

function templateSchema(step: NoticeStep) {
  const checked = (schema: z.ZodString) => schema.superRefine((text, ctx) => {
    const problem = templateTextProblem(text, step);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
  return z
    .object({
      subject: checked(oneLineText({ label: 'Asunto', max: noticeTemplateLimits.subject, error: m.subjectRequired }).min(1, m.subjectRequired)),
      body: checked(multiLineText({ label: 'Texto del correo', max: noticeTemplateLimits.body, error: m.bodyRequired }).min(1, m.bodyRequired)),
      short: checked(oneLineText({ label: 'Mensaje corto', max: noticeTemplateLimits.short, error: m.shortRequired }).min(1, m.shortRequired)),
    })
    .strict();
}

const yesNo = z.boolean({ error: m.channelInvalid });

/** What a change of the notice settings may carry: each part optional, each step's template whole. */
export const noticeSettingsSchema = z
  .object({
    steps: z.object(Object.fromEntries(NOTICE_STEPS.map((step) => [step, z.boolean({ error: m.stepsInvalid })]))).partial().strict(),
    sms: yesNo,
    whatsapp: yesNo,
    templates: z.object(Object.fromEntries(NOTICE_STEPS.map((step) => [step, templateSchema(step)]))).partial().strict(),
  })
  .partial()
  .strict();

export type NoticeSettingsChange = {
  steps?: Partial<Record<NoticeStep, boolean>>;
  sms?: boolean;
  whatsapp?: boolean;
  templates?: Partial<Record<NoticeStep, NoticeTemplate>>;
};

/** The values a notice fills its template with; those a step does not know are absent. */
export type NoticeValues = Partial<Record<NoticePlaceholder, string>>;

/**
 * A template filled in. A line that held only placeholders which came out empty goes (the
 * storage line of a shop without fees), and so do blank lines left doubled by it.
 */
export function renderTemplate(text: string, values: NoticeValues): string {
  const lines = text.split('\n').flatMap((line) => {
    const filled = line.replace(PLACEHOLDER, (whole, name: string) => values[name as NoticePlaceholder] ?? '');
    const onlyPlaceholders = line.trim() !== '' && line.replace(PLACEHOLDER, '').trim() === '';
    return onlyPlaceholders && filled.trim() === '' ? [] : [filled];
  });
  return lines.join('\n').replace(/\n{3,}/gu, '\n\n').trim();
}

/** Example values for the settings' preview: a made-up customer and job, clearly so. */
export const NOTICE_PREVIEW_VALUES: Record<NoticeStep, NoticeValues> = {
  received: { nombre: 'Lucía', trabajo: 'reparación nº 123 (iPhone 13)', fecha: '25/11/2026' },
  quote_ready: {
    nombre: 'Lucía',
    trabajo: 'reparación nº 123 (iPhone 13)',
    total: '89,00 €',
    presupuesto:
      '- 1 × Pantalla OLED (Pieza): 69,00 €\n- 1 × Mano de obra (Mano de obra): 20,00 €\n\nTotal: 89,00 €, IVA incluido (base 73,55 €, IVA 21 % 15,45 €).\nVálido hasta el 10/12/2026.\n\nPuedes aceptarlo o rechazarlo aquí: https://ejemplo/seguimiento/…',
  },
  ready_to_collect: {
    nombre: 'Lucía',
    trabajo: 'reparación nº 123 (iPhone 13)',
    almacenaje: 'El almacenaje es gratuito durante 30 días desde este aviso; después se cobran 1,00 € por día.',
  },
  storage_fee_started: {
    nombre: 'Lucía',
    trabajo: 'reparación nº 123 (iPhone 13)',
    fecha: '25/12/2026',
    almacenaje: 'Se cobran 1,00 € por día de almacenaje.',
  },
  final_notice: {
    nombre: 'Lucía',
    trabajo: 'reparación nº 123 (iPhone 13)',
    fecha: '24/02/2027',
    almacenaje: 'Almacenaje acumulado hasta hoy: 30,00 €.',
  },
  order_ready: { nombre: 'Lucía', trabajo: 'pedido nº 45' },
};

/** Whether a customer who opted out still gets this step. */
export const isEssentialNotice = (step: NoticeStep): boolean => ESSENTIAL_NOTICE_STEPS.includes(step);

/** An address shown in the history without being a copy of it: `l•••@correo.es`, `•••• 5678`. */
export function maskedAddress(channel: MessageChannel, address: string): string {
  if (channel === 'email') {
    const at = address.lastIndexOf('@');
    return at <= 0 ? '•••' : `${address.slice(0, 1)}•••${address.slice(at)}`;
  }
  const digits = address.replace(/\D/gu, '');
  return `•••• ${digits.slice(-4)}`;
}

/**
 * The data of `…CustomerNotified`: which step, which occurrence of it (`trigger`: the position of
 * the event that caused it, or the day for a step that comes with time), the channel, the masked
 * address, what was sent and the outbox row sending it.
 */
export const customerNotified = z.object({
  step: z.enum(NOTICE_STEPS),
  trigger: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  outboxId: z.number().int().positive(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type CustomerNotified = z.infer<typeof customerNotified>;

/** The data of `…CustomerNoticeFailed`: the outbox gave up on the notice's message. */
export const customerNoticeFailed = z.object({ outboxId: z.number().int().positive(), channel: z.enum(MESSAGE_CHANNELS), error: z.string(), failedAt: z.string() });
export type CustomerNoticeFailed = z.infer<typeof customerNoticeFailed>;

/** The command every record takes to record a notice given (the server has queued its message). */
export interface NotifyCustomer {
  type: 'NotifyCustomer';
  notice: CustomerNotified;
}

/** The command to record that a notice's message could not be delivered. */
export interface RecordNoticeFailure {
  type: 'RecordCustomerNoticeFailure';
  failure: CustomerNoticeFailed;
}

/** The key that makes a notice once-only: a step's occurrence on one channel. */
export const noticeKey = (notice: Pick<CustomerNotified, 'step' | 'trigger' | 'channel'>) => `${notice.step}:${notice.trigger}:${notice.channel}`;

/** A notice recorded once: the same step, occurrence and channel again records nothing. */
export function notifyCustomer<Event>(sent: readonly string[], command: NotifyCustomer, notified: (data: CustomerNotified) => Event): Event[] {
  const notice = customerNotified.parse(command.notice);
  return sent.includes(noticeKey(notice)) ? [] : [notified(notice)];
}

/** A failure recorded once per message, and only for a message the record sent. */
export function recordNoticeFailure<Event>(
  state: { noticesSent: readonly string[]; noticeOutboxIds: readonly number[]; noticeFailures: readonly number[] },
  command: RecordNoticeFailure,
  failed: (data: CustomerNoticeFailed) => Event,
): Event[] {
  const failure = customerNoticeFailed.parse(command.failure);
  if (!state.noticeOutboxIds.includes(failure.outboxId) || state.noticeFailures.includes(failure.outboxId)) return [];
  return [failed(failure)];
}

/** What each record keeps of its notices, to decide on the next. */
export interface NoticeMemory {
  noticesSent: readonly string[];
  noticeOutboxIds: readonly number[];
  noticeFailures: readonly number[];
}

export const EMPTY_NOTICE_MEMORY: NoticeMemory = { noticesSent: [], noticeOutboxIds: [], noticeFailures: [] };

export function rememberNotice<S extends NoticeMemory>(state: S, notice: CustomerNotified): S {
  return { ...state, noticesSent: [...state.noticesSent, noticeKey(notice)], noticeOutboxIds: [...state.noticeOutboxIds, notice.outboxId] };
}

export function rememberNoticeFailure<S extends NoticeMemory>(state: S, failure: CustomerNoticeFailed): S {
  return { ...state, noticeFailures: [...state.noticeFailures, failure.outboxId] };
}

/** Whether a notice of this step (any occurrence, any channel) was already given. */
export const hasNoticeOf = (state: NoticeMemory, step: NoticeStep, trigger?: string) =>
  state.noticesSent.some((key) => key.startsWith(trigger === undefined ? `${step}:` : `${step}:${trigger}:`));

/** What the history says of a notice: the step, how and to whom, and what was sent; or the failure. */
export function customerNoticeChangesOf(
  event: { type: `${string}CustomerNotified`; data: CustomerNotified } | { type: `${string}CustomerNoticeFailed`; data: CustomerNoticeFailed },
): { field: string; label: string; from: unknown; to: unknown }[] {
  if (event.type.endsWith('CustomerNoticeFailed')) {
    const failure = event.data as CustomerNoticeFailed;
    return [{ field: 'noticeFailure', label: 'Entrega fallida', from: null, to: `${messageChannelLabels[failure.channel]}: ${failure.error}` }];
  }
  const notice = event.data as CustomerNotified;
  return [
    { field: 'noticeStep', label: 'Aviso', from: null, to: noticeStepLabels[notice.step] },
    { field: 'noticeTo', label: 'Enviado a', from: null, to: `${notice.to} (${messageChannelLabels[notice.channel]})` },
    ...(notice.subject ? [{ field: 'emailSubject', label: 'Asunto del correo', from: null, to: notice.subject }] : []),
    { field: 'noticeText', label: 'Texto', from: null, to: notice.text },
  ];
}

/** What the outbox knows of a message, for the screens: queued is not sent, and a file written is not an e-mail sent. */
export type NoticeDelivery =
  | { state: 'queued'; attempts: number; lastError: string | null }
  | { state: 'sent'; via: 'smtp' | 'file' | 'provider'; sentAt: string }
  | { state: 'failed'; attempts: number; lastError: string | null }
  | { state: 'unknown' };

/** One message sent to the customer about a record, as `GET /api/<resource>/:id/notice-log` answers it. */
export interface NoticeLogEntry {
  step: NoticeStep;
  stepLabel: string;
  channel: MessageChannel;
  channelLabel: string;
  /** The address it went to: in full while the outbox keeps the message, else masked as the history has it. */
  to: string;
  sentAt: string;
  subject: string;
  text: string;
  /** Who gave it: the shop on its own ('Automático'), or a member of staff by name. */
  givenBy: string;
  delivery: NoticeDelivery;
  deliveryLabel: string;
  /** Recorded in the history when the outbox gave up on it. */
  failure: { error: string; at: string } | null;
}

/** A record's notice log: its messages, the steps the shop tells now, and whether this client can be told. */
export interface NoticeLog {
  entries: NoticeLogEntry[];
  stepsOn: NoticeStep[];
  optedOut: boolean;
  reachable: { email: boolean; phone: boolean };
}
