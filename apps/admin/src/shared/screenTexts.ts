import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

type Texts = { [key: string]: string | Texts };
type Args = Record<string, unknown> | undefined;

function lookup(texts: Texts, path: string): string | undefined {
  let found: string | Texts | undefined = texts;
  for (const part of path.split('.')) {
    if (found === undefined || typeof found === 'string') return undefined;
    found = found[part];
  }
  return typeof found === 'string' ? found : undefined;
}

/** Polyglot's interpolation, as react-admin's translator writes it: `%{name}` takes `args.name`. */
const interpolate = (text: string, args: Args) => text.replace(/%\{(\w+)\}/g, (whole, name: string) => (args && name in args ? String(args[name]) : whole));

/**
 * `translate` for a screen whose texts travel with it: the keys under `texts`' own names come from
 * `texts` (in the screen's lazy file), every other key from the back-office's dictionary. The
 * first load then carries only what the menu and the shared screens say (issue 14's budget).
 */
export function useScreenTranslate(texts: Texts): (key: string, args?: Args) => string {
  const translate = useTranslate();
  return useCallback((key: string, args?: Args) => {
    const own = lookup(texts, key);
    return own === undefined ? translate(key, args) : interpolate(own, args);
  }, [texts, translate]);
}
