import type { NoticeSettingsChange, ShopProfile } from '@taller/domain';
import { fetchShopSettings, saveShopSettings } from '../shop-settings/api';

/** Whether the server has a provider configured for each short-message channel. */
export interface NoticeChannels {
  sms: boolean;
  whatsapp: boolean;
}

/** The shop's settings with what the server can send: a server that does not say can send neither. */
export type NoticeProfile = ShopProfile & { noticeChannels?: NoticeChannels };

/**
 * The notices are a part of the shop's settings: read and saved with them, under the query key
 * of 'Ajustes del taller', so that both screens show (and send back) the same version.
 */
export const SHOP_SETTINGS_QUERY_KEY = ['shop-settings'] as const;

export const fetchNoticeSettings = (signal?: AbortSignal): Promise<NoticeProfile> => fetchShopSettings(signal);

/** Sends only the notices part, with the version the screen showed (409 when it moved meanwhile). */
export const saveNoticeSettings = (version: number, notices: NoticeSettingsChange): Promise<NoticeProfile> => saveShopSettings({ version, notices });
