import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

/** Where the app bar shows the screen's title (Layout.tsx), as react-admin's own `<TitlePortal>`. */
export const TITLE_CONTAINER_ID = 'react-admin-title';

/**
 * The screen's title in the app bar: react-admin's `<Title>` without its configurable variant,
 * which brings a text field, a popover and the preferences editor into every screen's file (the
 * first screen's too) though the back-office never lets anyone edit a title.
 */
export const Title = ({ title }: { title: ReactNode }) => {
  const translate = useTranslate();
  const [container, setContainer] = useState<HTMLElement | null>(() => document.getElementById(TITLE_CONTAINER_ID));
  // The app bar may mount after the screen on the first render.
  useEffect(() => setContainer((known) => (known && document.body.contains(known) ? known : document.getElementById(TITLE_CONTAINER_ID))), []);
  if (!container) return null;
  return createPortal(<span>{typeof title === 'string' ? translate(title, { _: title }) : title}</span>, container);
};
