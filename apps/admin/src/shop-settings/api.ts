import type { NoticeSettingsChange, PublicShop, ShopProfile } from '@taller/domain';
import { httpClient } from '../providers/httpClient';

/** One change of the settings as `GET /api/shop/settings/history` answers it. */
export interface ShopHistoryEntry {
  position: number;
  type: string;
  label: string;
  changes: { field: string; label: string; from: unknown; to: unknown }[];
  actor: { name: string; roleLabel: string };
  source: string;
  occurredAt: string;
}

export interface ShopSettingsChange {
  version: number;
  identity?: Record<string, string>;
  hours?: Record<string, { opens: string; closes: string }[]>;
  terms?: Record<string, number>;
  notices?: NoticeSettingsChange;
}

/** The settings, the Administrador's (403 for anyone else). */
export async function fetchShopSettings(signal?: AbortSignal): Promise<ShopProfile> {
  return (await httpClient('/api/shop/settings', { signal, cache: 'no-store' })).json as ShopProfile;
}

/** What anyone may see of the shop, and whether it is configured. */
export async function fetchPublicShop(signal?: AbortSignal): Promise<PublicShop> {
  return (await httpClient('/api/shop', { signal, cache: 'no-store' })).json as PublicShop;
}

export async function fetchShopHistory(signal?: AbortSignal): Promise<ShopHistoryEntry[]> {
  return (await httpClient('/api/shop/settings/history', { signal, cache: 'no-store' })).json as ShopHistoryEntry[];
}

export async function saveShopSettings(change: ShopSettingsChange): Promise<ShopProfile> {
  return (await httpClient('/api/shop/settings', { method: 'PUT', body: JSON.stringify(change) })).json as ShopProfile;
}
