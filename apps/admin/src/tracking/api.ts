import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';

/** A record whose customer follows it. */
export type TrackedResource = 'repairs' | 'revisions' | 'orders';

/** What `/api/{repairs,revisions,orders}/:id/tracking` answers. */
export interface TrackingLink {
  token: string;
  path: string;
  /** The whole address for the paper; null when the server does not know the site's (PUBLIC_URL unset). */
  url: string | null;
  issuedAt: string;
}

const trackingUrl = (resource: TrackedResource, id: Identifier) => `/api/${resource}/${encodeURIComponent(String(id))}/tracking`;

async function call(resource: TrackedResource, id: Identifier, method: 'GET' | 'POST' | 'DELETE'): Promise<TrackingLink | null> {
  const { json } = await httpClient(trackingUrl(resource, id), { method, cache: 'no-store' });
  return (json as { link: TrackingLink | null }).link;
}

/** The record's live link, or null. */
export const getTrackingLink = (resource: TrackedResource, id: Identifier) => call(resource, id, 'GET');
/** A new link (the first, or one replacing the old, which stops working). */
export const issueTrackingLink = (resource: TrackedResource, id: Identifier) => call(resource, id, 'POST');
/** No link: the old one stops working. */
export const revokeTrackingLink = (resource: TrackedResource, id: Identifier) => call(resource, id, 'DELETE');
