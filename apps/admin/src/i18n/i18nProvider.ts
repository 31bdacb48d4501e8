import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { spanishMessages } from './es';

type Messages = { [key: string]: string | Messages };

/** Spanish only; missing keys fall back to the text given, never to English. */
const dictionary = polyglotI18nProvider(() => spanishMessages, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: true,
});

/** Texts that arrived with a screen's file, by their whole key (`calendar.urgent.title`). */
const screenPhrases = new Map<string, string>();

/**
 * Adds a screen's own texts to the back-office's dictionary. The file of the texts calls it as
 * it is evaluated, and the screens that say them import that file, so the texts are there before
 * the screen first renders, and the first load carries only what the frame says (issue 14's budget).
 */
export function addScreenMessages(messages: Messages, prefix = ''): void {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') screenPhrases.set(`${prefix}${key}`, value);
    else addScreenMessages(value, `${prefix}${key}.`);
  }
}

/**
 * react-admin's translator, which also knows the screens' texts added since the page loaded:
 * polyglot takes a key it lacks from `_` and interpolates and pluralises it as its own
 * (`%{name}`, `smart_count` with `||||`).
 */
export const i18nProvider: I18nProvider = {
  ...dictionary,
  translate: (key, options = {}) => {
    const own = screenPhrases.get(key);
    return dictionary.translate(key, own === undefined ? options : { ...options, _: own });
  },
};
