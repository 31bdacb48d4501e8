import polyglotI18nProvider from 'ra-i18n-polyglot';
import { spanishMessages } from './es';

/** Spanish only; missing keys fall back to the text given, never to English. */
export const i18nProvider = polyglotI18nProvider(() => spanishMessages, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: true,
});
