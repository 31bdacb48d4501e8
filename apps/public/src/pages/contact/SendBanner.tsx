import { useEffect, useRef, useState } from 'react';
import { AlertIcon, CheckIcon, CloseIcon } from '../../ui/icons';
import { contactTexts } from './contact.texts';

/** Spec §9: the contact banner disappears after 5 s. */
export const CONTACT_BANNER_MS = 5_000;

export interface SendOutcome {
  tone: 'success' | 'error';
  title: string;
  message: string;
  detail?: string;
  /** A new outcome restarts the count even when its text is the same. */
  key: number;
}

/**
 * The result of a send, above the form: gone after 5 s or on close. The count waits while
 * the pointer or the keyboard focus is on it, so it can still be read and closed. The live
 * regions are always in the page, so screen readers announce what appears in them.
 */
export function SendBanner({ outcome, onClose }: { outcome: SendOutcome | null; onClose: () => void }) {
  const [held, setHeld] = useState(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!outcome || held) return;
    const timer = setTimeout(() => closeRef.current(), CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [outcome, held]);

  useEffect(() => {
    if (!outcome) return setHeld(false);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    bannerRef.current?.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [outcome]);

  const banner = outcome && (
    <div
      ref={bannerRef}
      key={outcome.key}
      className={`contact-banner contact-banner--${outcome.tone}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <span className="contact-banner__icon" aria-hidden="true">
        {outcome.tone === 'success' ? <CheckIcon /> : <AlertIcon />}
      </span>
      <div className="contact-banner__body">
        <p className="contact-banner__title">{outcome.title}</p>
        <p className="contact-banner__message">{outcome.message}</p>
        {outcome.detail && <p className="contact-banner__detail">{outcome.detail}</p>}
      </div>
      <button type="button" className="contact-banner__close" onClick={onClose}>
        <CloseIcon />
        <span className="sr-only">{contactTexts.banner.close}</span>
      </button>
    </div>
  );

  return (
    <>
      <div role="status" className="contact-banner-region">
        {outcome?.tone === 'success' && banner}
      </div>
      <div role="alert" className="contact-banner-region">
        {outcome?.tone === 'error' && banner}
      </div>
    </>
  );
}
