import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The tab's title while a printable page is shown ('Albarán R-000123 · Taller · Gestión'): the
 * name the browser gives a PDF saved from it. The title before comes back on leaving.
 */
export function usePrintTitle(title: string): void {
  const translate = useTranslate();
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · ${translate('app.title')}`;
    return () => {
      document.title = before;
    };
  }, [title, translate]);
}
