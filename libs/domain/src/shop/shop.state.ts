import { assertNever } from '../shared/decider.js';
import type { ShopEvent } from './shop.events.js';
import { DEFAULT_NOTICE_SETTINGS, type NoticeSettings } from '../notice/notice.js';
import {
  DEFAULT_SHOP_TERMS,
  DEFAULT_WEEKLY_HOURS,
  EMPTY_SHOP_IDENTITY,
  type ShopIdentity,
  type ShopTerms,
  type WeeklyHours,
} from './shop.profile.js';

/**
 * The shop's settings as the decider sees them. Before any event: no identity, the default
 * hours and terms (today's constants), which is what every job was taken in under until then.
 */
export interface ShopSettingsState {
  identity: ShopIdentity;
  hours: WeeklyHours;
  terms: ShopTerms;
  notices: NoticeSettings;
}

export const initialShopSettings: ShopSettingsState = {
  identity: EMPTY_SHOP_IDENTITY,
  hours: DEFAULT_WEEKLY_HOURS,
  terms: DEFAULT_SHOP_TERMS,
  notices: DEFAULT_NOTICE_SETTINGS,
};

export function evolveShopSettings(state: ShopSettingsState, event: ShopEvent): ShopSettingsState {
  switch (event.type) {
    case 'ShopIdentityChanged':
      return { ...state, identity: { ...state.identity, ...event.data.to } };
    case 'ShopHoursChanged':
      return { ...state, hours: { ...state.hours, ...event.data.to } };
    case 'ShopTermsChanged':
      return { ...state, terms: { ...state.terms, ...event.data.to } };
    case 'ShopNoticesChanged': {
      const { steps, templates, ...channels } = event.data.to;
      return {
        ...state,
        notices: {
          ...state.notices,
          ...channels,
          steps: { ...state.notices.steps, ...steps },
          templates: { ...state.notices.templates, ...templates },
        },
      };
    }
    default:
      return assertNever(event);
  }
}
