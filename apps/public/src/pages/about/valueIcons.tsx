import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons';
import type { ValueId } from './about.texts';

/** Stroke icons of the five values, drawn on ui/icons' frame. */
const LeafIcon = () => (
  <Icon>
    <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10Z" />
    <path d="M2 21c0-3 1.9-5.4 5.1-6C9.5 14.5 12 13 13 12" />
  </Icon>
);
const HandshakeIcon = () => (
  <Icon>
    <path d="m11 17 2 2a1 1 0 1 0 3-3" />
    <path d="m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.9-3.9a3 3 0 0 0-4.2 0l-.9.9a1 1 0 1 1-3-3l2.8-2.8a5.8 5.8 0 0 1 7.1-.9l.5.3a4 4 0 0 0 2.8.6L21 4" />
    <path d="m21 3 1 11h-2M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3M3 4h8" />
  </Icon>
);
const SparklesIcon = () => (
  <Icon>
    <path d="M9.9 15.5A2 2 0 0 0 8.5 14l-6.1-1.6a.5.5 0 0 1 0-1L8.5 9.9A2 2 0 0 0 9.9 8.5l1.6-6.1a.5.5 0 0 1 1 0l1.6 6.1a2 2 0 0 0 1.4 1.4l6.1 1.6a.5.5 0 0 1 0 1L15.5 14a2 2 0 0 0-1.4 1.4l-1.6 6.1a.5.5 0 0 1-1 0Z" />
    <path d="M20 3v4M22 5h-4" />
  </Icon>
);
const ScaleIcon = () => (
  <Icon>
    <path d="m16 16 3-8 3 8c-.9.6-1.9 1-3 1s-2.1-.4-3-1ZM2 16l3-8 3 8c-.9.6-1.9 1-3 1s-2.1-.4-3-1Z" />
    <path d="M7 21h10M12 3v18M3 7h2c2 0 5-1 7-2 2 1 5 2 7 2h2" />
  </Icon>
);
const UserHeartIcon = () => (
  <Icon>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4M17.5 21.5l-3.1-3a2 2 0 0 1 2.9-2.9l.2.3.2-.3a2 2 0 0 1 2.9 2.9Z" />
  </Icon>
);

export const valueIcons: Record<ValueId, () => ReactNode> = {
  sustainability: LeafIcon,
  commitment: HandshakeIcon,
  impact: SparklesIcon,
  honesty: ScaleIcon,
  attention: UserHeartIcon,
};
