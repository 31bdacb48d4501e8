/**
 * The shop's public facts, in one place: the footer, the contact sidebar, the
 * placeholders and the home page all read from here.
 */
export interface OpeningHours {
  /** Days as shown to visitors, e.g. "Lunes a viernes". */
  days: string;
  /** Opening times, or null when closed all day. */
  hours: string | null;
}

export interface ShopContact {
  phone: string;
  /** The same number in E.164, for `tel:` links. */
  phoneHref: string;
  email: string;
  address: string;
}

export const shop = {
  name: 'Taller',
  tagline: 'Reparación de electrónica y accesorios',
  foundedYear: 2013,
  contact: {
    phone: '910 000 000',
    phoneHref: 'tel:+34910000000',
    email: 'hola@taller.demo',
    address: 'Planta baja, centro comercial, Madrid',
  } satisfies ShopContact,
  openingHours: [
    { days: 'Lunes a viernes', hours: '10:00-20:00' },
    { days: 'Sábado', hours: '10:00-14:00' },
    { days: 'Domingo', hours: null },
  ] satisfies OpeningHours[],
  copyrightYear: 2025,
} as const;
