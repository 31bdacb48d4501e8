import type { JSX, SVGProps } from 'react';
import { ShieldIcon, WrenchIcon } from '../../ui/icons';
import type { ContactTemplateId } from './contactTemplates';

type IconProps = SVGProps<SVGSVGElement>;

const base = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
  'aria-hidden': true,
} as const;

const PencilIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </svg>
);
const ReceiptIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <path d="M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1Z" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </svg>
);
const InfoIcon = (p: IconProps) => (
  <svg {...base} {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </svg>
);

export const templateIcons: Record<ContactTemplateId, (p: IconProps) => JSX.Element> = {
  custom: PencilIcon,
  technical: WrenchIcon,
  billing: ReceiptIcon,
  general: InfoIcon,
  warranty: ShieldIcon,
};
