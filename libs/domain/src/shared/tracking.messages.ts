/** The texts about tracking links (shared/tracking.ts), without zod: the back-office and the public site read them. */
export const trackingMessages = {
  label: 'Enlace de seguimiento',
  issued: 'Enlace de seguimiento creado',
  revoked: 'Enlace de seguimiento anulado',
  tokenInvalid: 'El código de seguimiento no es válido',
  /** A token that opens nothing: never issued, revoked, replaced, or its record deleted. */
  pageNotFound: 'Este enlace de seguimiento no existe o ya no está activo. Pide uno nuevo en la tienda o búscalo con el número del albarán.',
  lookupInvalid: 'Escribe el número del albarán (por ejemplo, R-000123) y los 4 últimos dígitos de tu teléfono',
  /** The same answer for a wrong number, a wrong phone and a record without a link: no hint which. */
  lookupNotFound: 'No encontramos ningún trabajo con esos datos. Revisa el número del albarán y los 4 últimos dígitos del teléfono que nos diste.',
  lookupThrottled: 'Demasiados intentos. Espera un poco antes de volver a buscar, o llámanos.',
} as const;

/** Lookups per address, and per record number, before the public search answers 429 for a while. */
export const TRACKING_LOOKUPS_PER_ADDRESS = 10;
export const TRACKING_LOOKUP_ADDRESS_WINDOW_MS = 15 * 60 * 1000;
export const TRACKING_LOOKUPS_PER_RECORD = 20;
export const TRACKING_LOOKUP_RECORD_WINDOW_MS = 60 * 60 * 1000;
