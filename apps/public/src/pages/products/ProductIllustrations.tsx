import type { ReactNode } from 'react';
import './illustrations.css';

/**
 * Flat illustrations of what the shop sells, drawn here as inline SVG (no image requests,
 * no hotlinks). Colours come from the site's tokens through classes (illustrations.css),
 * so they follow the palette. All are decorative: the text next to them names the product.
 */
function Illustration({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      className={`illustration${className ? ` ${className}` : ''}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle className="ill-bg" cx="60" cy="60" r="54" />
      {children}
    </svg>
  );
}

/** Funda: the back of a phone in a coloured case, camera module in the corner. */
export const CaseIllustration = () => (
  <Illustration>
    <rect className="ill-shadow" x="37" y="21" width="48" height="88" rx="12" />
    <rect className="ill-accent" x="34" y="16" width="48" height="88" rx="12" />
    <rect className="ill-outline-accent" x="34" y="16" width="48" height="88" rx="12" strokeWidth="3" />
    <rect className="ill-ink" x="41" y="23" width="20" height="22" rx="6" />
    <circle className="ill-lens" cx="47" cy="29.5" r="3.6" />
    <circle className="ill-lens" cx="47" cy="38.5" r="3.6" />
    <circle className="ill-light" cx="55.5" cy="29.5" r="1.8" />
    <rect className="ill-accent-dark" x="83.5" y="38" width="2.5" height="14" rx="1.25" />
    <path className="ill-line-light" d="M48 88h20" strokeWidth="3" />
  </Illustration>
);

/** Cristal templado: a clear sheet sliding onto a phone's screen. */
export const TemperedGlassIllustration = () => (
  <Illustration>
    <rect className="ill-ink" x="28" y="18" width="46" height="86" rx="10" />
    <rect className="ill-screen" x="32.5" y="24" width="37" height="74" rx="4" />
    <rect className="ill-glass" x="44" y="14" width="48" height="88" rx="10" />
    <path className="ill-line-white" d="M54 36 70 20M54 52 80 26M66 90l20-20" strokeWidth="3" />
    <circle className="ill-accent" cx="86" cy="92" r="9" />
    <path className="ill-line-dark" d="m82 92 3 3 5-6" strokeWidth="2.5" />
  </Illustration>
);

/** Cargador: a wall charger with its cable and a charging bolt. */
export const ChargerIllustration = () => (
  <Illustration>
    <rect className="ill-metal" x="44" y="22" width="6" height="16" rx="2" />
    <rect className="ill-metal" x="60" y="22" width="6" height="16" rx="2" />
    <rect className="ill-white" x="33" y="36" width="44" height="46" rx="10" />
    <rect className="ill-outline" x="33" y="36" width="44" height="46" rx="10" strokeWidth="2.5" />
    <path className="ill-bolt" d="M58 46 48 62h9l-4 12 12-18h-9l2-10Z" />
    <path className="ill-cable" d="M55 82v8c0 10 8 14 18 14h12" fill="none" strokeWidth="4" />
    <rect className="ill-ink" x="84" y="98" width="12" height="12" rx="3" />
  </Illustration>
);

/** Batería externa: a power bank with its charge lights. */
export const PowerBankIllustration = () => (
  <Illustration>
    <rect className="ill-shadow" x="37" y="25" width="50" height="78" rx="12" />
    <rect className="ill-ink" x="33" y="20" width="50" height="78" rx="12" />
    <rect className="ill-ink-light" x="39" y="26" width="38" height="66" rx="8" />
    <path className="ill-bolt" d="M62 34 50 54h10l-5 16 14-22H59l3-14Z" />
    <circle className="ill-led" cx="46" cy="82" r="2.6" />
    <circle className="ill-led" cx="54" cy="82" r="2.6" />
    <circle className="ill-led" cx="62" cy="82" r="2.6" />
    <circle className="ill-led-off" cx="70" cy="82" r="2.6" />
    <rect className="ill-metal" x="52" y="16" width="12" height="4" rx="1.5" />
  </Illustration>
);

/** Cables: a loose cable with a USB-C plug at each end. */
export const CableIllustration = () => (
  <Illustration>
    <path className="ill-cable-accent" d="M30 82C30 52 52 36 62 56s28 14 28-16" strokeWidth="5" />
    <rect className="ill-ink" x="24" y="78" width="12" height="20" rx="3" />
    <rect className="ill-metal" x="26.5" y="96" width="7" height="9" rx="2" />
    <rect className="ill-ink" x="84" y="24" width="12" height="20" rx="3" />
    <rect className="ill-metal" x="86.5" y="15" width="7" height="9" rx="2" />
  </Illustration>
);

/** Auriculares: over-ear headphones. */
export const HeadphonesIllustration = () => (
  <Illustration>
    <path className="ill-band" d="M30 70V60a30 30 0 0 1 60 0v10" fill="none" strokeWidth="7" />
    <rect className="ill-ink" x="22" y="62" width="20" height="32" rx="9" />
    <rect className="ill-accent" x="30" y="66" width="10" height="24" rx="5" />
    <rect className="ill-ink" x="78" y="62" width="20" height="32" rx="9" />
    <rect className="ill-accent" x="80" y="66" width="10" height="24" rx="5" />
  </Illustration>
);

/** Baterías: a replacement battery, full, with its connector. */
export const BatteryIllustration = () => (
  <Illustration>
    <rect className="ill-metal" x="50" y="18" width="20" height="8" rx="3" />
    <rect className="ill-ink" x="36" y="24" width="48" height="78" rx="9" />
    <rect className="ill-ink-light" x="42" y="30" width="36" height="66" rx="5" />
    <rect className="ill-charge" x="46" y="74" width="28" height="17" rx="3" />
    <rect className="ill-charge" x="46" y="54" width="28" height="17" rx="3" />
    <rect className="ill-charge-soft" x="46" y="34" width="28" height="17" rx="3" />
    <path className="ill-line-white" d="M60 38v9M55.5 42.5h9" strokeWidth="3" />
  </Illustration>
);

/** Memorias: an SD card and a USB stick. */
export const MemoryIllustration = () => (
  <Illustration>
    <path className="ill-ink" d="M26 30a4 4 0 0 1 4-4h22l10 10v46a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4V30Z" />
    <path className="ill-gold" d="M32 32h4v10h-4zM39 32h4v10h-4zM46 32h4v10h-4z" />
    <rect className="ill-label" x="31" y="54" width="26" height="24" rx="3" />
    <path className="ill-line-primary" d="M36 62h16M36 69h10" strokeWidth="3" />
    <rect className="ill-metal" x="75" y="30" width="14" height="16" rx="2" />
    <path className="ill-ink" d="M76.5 34h4v4h-4zM83.5 34h4v4h-4z" />
    <rect className="ill-accent" x="70" y="44" width="24" height="50" rx="7" />
    <circle className="ill-white" cx="82" cy="82" r="4" />
  </Illustration>
);

/** Líneas móviles: a SIM card with its chip. */
export const SimIllustration = () => (
  <Illustration>
    <path className="ill-white" d="M36 22h34l16 16v56a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6V28a6 6 0 0 1 6-6Z" />
    <path className="ill-outline" d="M36 22h34l16 16v56a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6V28a6 6 0 0 1 6-6Z" fill="none" strokeWidth="3" />
    <rect className="ill-gold" x="42" y="48" width="32" height="36" rx="5" />
    <path className="ill-line-gold" d="M42 60h10m12 0h10M42 72h10m12 0h10M58 48v10m0 16v10" strokeWidth="2.5" />
    <rect className="ill-gold-dark" x="52" y="58" width="12" height="16" rx="2" />
  </Illustration>
);
