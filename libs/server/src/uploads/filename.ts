/** Longest name kept (the column's length). */
const MAX_NAME = 255;

/**
 * The uploader's file name as shown to people: no folders, no control characters, no leading
 * or trailing blanks, at most 255 characters. Never used to build a path.
 */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return [...clean].slice(0, MAX_NAME).join('');
}

/**
 * `Content-Disposition: inline` with the name in RFC 6266 form: an ASCII fallback in quotes,
 * and the real name percent-encoded in UTF-8 (`filename*`), so no quote, semicolon or line
 * break in a name can reach the header as such.
 */
export function inlineDisposition(filename: string): string {
  const ascii = cleanFilename(filename).replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'imagen';
  const encoded = encodeURIComponent(cleanFilename(filename) || 'imagen').replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
