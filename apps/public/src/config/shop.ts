/**
 * The shop's public facts: the footer, the contact sidebar, the profile and the home
 * page all read from here. The facts themselves are the domain's (the albarán prints the
 * same ones); `@taller/domain/shop` is that one constants file, not the whole domain.
 */
import { shop as facts } from '@taller/domain/shop';

export type { OpeningHours, ShopContact } from '@taller/domain/shop';

export interface SocialProfile {
  /** The network's name, as the link shows it. */
  label: string;
  url: string;
}

export const shop = {
  ...facts,
  copyrightYear: 2025,
  /**
   * The footer's social links: a video profile and the maps listing.
   * PLACEHOLDERS: plausible addresses until the shop gives its real ones. The maps link is
   * a Google Maps search for the shop's name and address, which works without a listing id.
   */
  social: {
    video: { label: 'TikTok', url: 'https://www.tiktok.com/@taller.reparaciones' },
    maps: {
      label: 'Google Maps',
      url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${facts.name}, ${facts.contact.address}`)}`,
    },
  } satisfies Record<'video' | 'maps', SocialProfile>,
} as const;
