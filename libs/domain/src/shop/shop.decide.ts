import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { ValidationFailed, type FieldErrors } from '../shared/errors.js';
import { fieldErrors } from '../shared/validation.js';
import type { z } from 'zod';
import type { ShopEvent } from './shop.events.js';
import { shopMessages as m } from './shop.messages.js';
import { SHOP_IDENTITY_FIELDS, WEEKDAYS, shopTermsFields, type ShopIdentity, type ShopTerms, type WeeklyHours } from './shop.profile.js';
import { NOTICE_STEPS, noticeSettingsSchema, type NoticeSettings, type NoticeSettingsChange } from '../notice/notice.js';
import { shopHoursSchema, shopIdentitySchema, shopTermsSchema, termsConsistent } from './shop.rules.js';
import { evolveShopSettings, initialShopSettings, type ShopSettingsState } from './shop.state.js';

/**
 * The one command of the shop's settings: any of its three parts, each partial (a field left out
 * keeps its value). It records one event per part that really changed, with before → after.
 */
export type ShopCommand = {
  type: 'ChangeShopSettings';
  identity?: unknown;
  hours?: unknown;
  terms?: unknown;
  notices?: unknown;
};

function parsePart<S extends z.ZodType>(schema: S, input: unknown, prefix: string, errors: FieldErrors): z.infer<S> | undefined {
  if (input === undefined) return undefined;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    errors[prefix] = m.notAnObject;
    return undefined;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const [field, message] of Object.entries(fieldErrors(result.error))) {
    const unknown = result.error.issues.find((i) => i.code === 'unrecognized_keys');
    const key = field === '_' ? prefix : `${prefix}.${field}`;
    errors[key] ??= unknown && field === '_' ? m.unknownField((unknown as { keys: string[] }).keys.join(', ')) : message;
  }
  return undefined;
}

/** `from`/`to` of the keys whose value really changes (deep compare: hours are arrays). */
function diff<T extends object>(current: T, next: Partial<T>, keys: readonly (keyof T)[]): { from: Partial<T>; to: Partial<T> } | null {
  const from: Partial<T> = {};
  const to: Partial<T> = {};
  for (const key of keys) {
    if (next[key] === undefined) continue;
    if (JSON.stringify(next[key]) === JSON.stringify(current[key])) continue;
    from[key] = current[key];
    to[key] = next[key];
  }
  return Object.keys(to).length === 0 ? null : { from, to };
}

/** The notice settings' change, step by step and template by template: only what really changes. */
function noticeSettingsDiff(current: NoticeSettings, next: NoticeSettingsChange): { from: NoticeSettingsChange; to: NoticeSettingsChange } | null {
  const from: NoticeSettingsChange = {};
  const to: NoticeSettingsChange = {};
  for (const channel of ['sms', 'whatsapp'] as const) {
    if (next[channel] === undefined || next[channel] === current[channel]) continue;
    from[channel] = current[channel];
    to[channel] = next[channel];
  }
  for (const part of ['steps', 'templates'] as const) {
    const changed = diff(current[part], next[part] ?? {}, NOTICE_STEPS);
    if (changed) {
      (from as Record<string, unknown>)[part] = changed.from;
      (to as Record<string, unknown>)[part] = changed.to;
    }
  }
  return Object.keys(to).length === 0 ? null : { from, to };
}

function changeShopSettings(command: ShopCommand, state: ShopSettingsState): ShopEvent[] {
  const errors: FieldErrors = {};
  const identity = parsePart(shopIdentitySchema, command.identity, 'identity', errors) as Partial<ShopIdentity> | undefined;
  const hours = parsePart(shopHoursSchema, command.hours, 'hours', errors) as Partial<WeeklyHours> | undefined;
  const terms = parsePart(shopTermsSchema, command.terms, 'terms', errors) as Partial<ShopTerms> | undefined;
  if (terms && !errors['terms'] && !termsConsistent({ ...state.terms, ...terms })) {
    errors['terms.abandonedAfterDays'] = m.abandonAfterStorage;
  }
  const notices = parsePart(noticeSettingsSchema, command.notices, 'notices', errors) as NoticeSettingsChange | undefined;
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors, m.formHasErrors);

  const events: ShopEvent[] = [];
  const identityChange = identity && diff(state.identity, identity, SHOP_IDENTITY_FIELDS);
  if (identityChange) events.push({ type: 'ShopIdentityChanged', data: identityChange });
  const hoursChange = hours && diff(state.hours, hours, WEEKDAYS);
  if (hoursChange) events.push({ type: 'ShopHoursChanged', data: hoursChange });
  const termsChange = terms && diff(state.terms, terms, shopTermsFields);
  if (termsChange) events.push({ type: 'ShopTermsChanged', data: termsChange });
  const noticesChange = notices && noticeSettingsDiff(state.notices, notices);
  if (noticesChange) events.push({ type: 'ShopNoticesChanged', data: noticesChange });
  return events;
}

export function decideShopSettings(command: ShopCommand, state: ShopSettingsState): ShopEvent[] {
  switch (command.type) {
    case 'ChangeShopSettings':
      return changeShopSettings(command, state);
    default:
      return assertNever(command.type);
  }
}

export const shopDecider: Decider<ShopCommand, ShopEvent, ShopSettingsState> = {
  initialState: initialShopSettings,
  evolve: evolveShopSettings,
  decide: decideShopSettings,
};
