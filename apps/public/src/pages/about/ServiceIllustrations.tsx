import type { ReactNode } from 'react';
import { HeadphonesIllustration, PowerBankIllustration } from '../products/ProductIllustrations';
import type { ServiceId } from './about.texts';

/** The service carousel's pictures: inline SVG in the same palette as the products page. */
function Illustration({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 120 120" className="illustration" aria-hidden="true" focusable="false">
      <circle className="ill-bg" cx="60" cy="60" r="54" />
      {children}
    </svg>
  );
}

/** A phone with a cracked screen and the screwdriver that fixes it. */
const MobileRepairIllustration = () => (
  <Illustration>
    <rect className="ill-ink" x="32" y="16" width="46" height="88" rx="10" />
    <rect className="ill-screen" x="36.5" y="23" width="37" height="72" rx="4" />
    <path className="ill-line-primary" d="m48 40 8 10-6 8 10 6-4 12M56 50l10-4M50 58l-8 4" strokeWidth="2" />
    <rect className="ill-ink" x="49" y="18.5" width="12" height="2.5" rx="1.25" />
    <path className="ill-cable-accent" d="m74 84 18 18" strokeWidth="7" />
    <path className="ill-band" d="m70 80 6 6" strokeWidth="9" />
    <path className="ill-line-dark" d="m64 74 4 4" strokeWidth="3" />
  </Illustration>
);

/** An open laptop with a wrench on its screen. */
const ComputerRepairIllustration = () => (
  <Illustration>
    <rect className="ill-ink" x="24" y="28" width="72" height="50" rx="6" />
    <rect className="ill-screen" x="29" y="33" width="62" height="40" rx="3" />
    <path className="ill-ink" d="M16 80h88l-6 10H22Z" />
    <rect className="ill-metal" x="50" y="80" width="20" height="3" rx="1.5" />
    <path
      className="ill-accent"
      d="M66.5 40.5a9 9 0 0 0-11.4 11.1L43.4 63.3a3 3 0 1 0 4.2 4.2l11.7-11.6A9 9 0 0 0 70.4 44.5l-5 5-4.9-1.1-1.1-4.9Z"
    />
  </Illustration>
);

/** A game controller. */
const ConsoleRepairIllustration = () => (
  <Illustration>
    <path
      className="ill-ink"
      d="M38 40h44c10 0 16 8 18 20l3 18c1.5 9-8 14-14 7l-8-9H39l-8 9c-6 7-15.5 2-14-7l3-18c2-12 8-20 18-20Z"
    />
    <path className="ill-line-white" d="M38 52v14M31 59h14" strokeWidth="4" />
    <circle className="ill-accent" cx="80" cy="53" r="4" />
    <circle className="ill-led" cx="88" cy="61" r="4" />
    <circle className="ill-white" cx="72" cy="61" r="4" />
    <circle className="ill-gold" cx="80" cy="69" r="4" />
    <rect className="ill-ink-light" x="53" y="50" width="14" height="5" rx="2.5" />
  </Illustration>
);

/** A magnifying glass over a phone, with the tick of a finished check. */
const DiagnosisIllustration = () => (
  <Illustration>
    <rect className="ill-ink" x="26" y="18" width="44" height="84" rx="10" />
    <rect className="ill-screen" x="30.5" y="25" width="35" height="70" rx="4" />
    <circle className="ill-white" cx="66" cy="56" r="20" />
    <circle className="ill-outline" cx="66" cy="56" r="20" strokeWidth="6" />
    <path className="ill-band" d="m80 71 14 14" strokeWidth="9" />
    <path className="ill-cable-accent" d="m57 56 6 6 11-12" strokeWidth="5" />
  </Illustration>
);

export const serviceIllustrations: Record<ServiceId, () => ReactNode> = {
  mobile: MobileRepairIllustration,
  computer: ComputerRepairIllustration,
  console: ConsoleRepairIllustration,
  powerBank: PowerBankIllustration,
  audio: HeadphonesIllustration,
  diagnosis: DiagnosisIllustration,
};
