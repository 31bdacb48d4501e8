/**
 * The home page's own stroke icons, drawn on ui/icons' frame.
 * Decorative: the text beside each one says what it means.
 */
import { Icon, type IconProps } from '../../ui/icons';

// Controls
export const PauseIcon = (p: IconProps) => <Icon {...p}><rect x="6" y="4" width="4" height="16" rx="1" /><rect x="14" y="4" width="4" height="16" rx="1" /></Icon>;
export const PlayIcon = (p: IconProps) => <Icon {...p}><path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5Z" /></Icon>;
export const ChevronLeftIcon = (p: IconProps) => <Icon {...p}><path d="m15 18-6-6 6-6" /></Icon>;
export const ChevronRightIcon = (p: IconProps) => <Icon {...p}><path d="m9 18 6-6-6-6" /></Icon>;
export const RetryIcon = (p: IconProps) => <Icon {...p}><path d="M3 12a9 9 0 1 0 3-6.7L3 8" /><path d="M3 3v5h5" /></Icon>;
export const ExternalIcon = (p: IconProps) => <Icon {...p}><path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" /></Icon>;
export const ImageOffIcon = (p: IconProps) => <Icon {...p}><path d="M2 2l20 20M10.4 5H19a2 2 0 0 1 2 2v8.6M19 19H5a2 2 0 0 1-2-2V7a2 2 0 0 1 1.4-1.9" /><path d="m3 16 5-5 4 4" /></Icon>;

// Statistics
export const WrenchIcon = (p: IconProps) => <Icon {...p}><path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9l-3.8 3.8Z" /></Icon>;
export const AwardIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="8" r="6" /><path d="M15.5 13.5 17 22l-5-3-5 3 1.5-8.5" /></Icon>;
export const SmileIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="12" r="10" /><path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" /></Icon>;
export const StarIcon = (p: IconProps) => <Icon {...p}><path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2Z" /></Icon>;

// What the shop sells
export const CaseIcon = (p: IconProps) => <Icon {...p}><rect x="6" y="2" width="12" height="20" rx="3" /><rect x="8.5" y="4.5" width="4" height="4" rx="1" /></Icon>;
export const GlassIcon = (p: IconProps) => <Icon {...p}><rect x="5" y="2" width="14" height="20" rx="2.5" /><path d="m9 9 4-4M9 14l7-7" /></Icon>;
export const ChargerIcon = (p: IconProps) => <Icon {...p}><path d="M9 2v4M15 2v4M6 6h12v5a6 6 0 0 1-12 0V6ZM12 17v5" /></Icon>;
export const PowerBankIcon = (p: IconProps) => <Icon {...p}><rect x="2" y="7" width="18" height="10" rx="2" /><path d="M22 11v2M11 9l-2 3h4l-2 3" /></Icon>;
export const HeadphonesIcon = (p: IconProps) => <Icon {...p}><path d="M3 18v-6a9 9 0 0 1 18 0v6" /><path d="M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3ZM3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3Z" /></Icon>;
export const MemoryIcon = (p: IconProps) => <Icon {...p}><path d="M7 2h8l4 4v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2ZM9 6v3M12 6v3M15 6v3" /></Icon>;

// What the shop repairs
export const PhoneIcon = (p: IconProps) => <Icon {...p}><rect x="6" y="2" width="12" height="20" rx="2.5" /><path d="M11 18h2" /></Icon>;
export const TabletIcon = (p: IconProps) => <Icon {...p}><rect x="4" y="2" width="16" height="20" rx="2.5" /><path d="M11 18h2" /></Icon>;
export const LaptopIcon = (p: IconProps) => <Icon {...p}><rect x="4" y="4" width="16" height="11" rx="1.5" /><path d="M2 19h20" /></Icon>;
export const GamepadIcon = (p: IconProps) => <Icon {...p}><path d="M6 11h4M8 9v4M15 12h.01M18 10h.01" /><path d="M17.3 5H6.7a4 4 0 0 0-4 3.6l-.7 6.3A3 3 0 0 0 5 18c1 0 1.9-.5 2.5-1.3L9 15h6l1.5 1.7c.6.8 1.5 1.3 2.5 1.3a3 3 0 0 0 3-3.1l-.7-6.3A4 4 0 0 0 17.3 5Z" /></Icon>;
export const SpeakerIcon = (p: IconProps) => <Icon {...p}><rect x="5" y="2" width="14" height="20" rx="2" /><circle cx="12" cy="14" r="4" /><path d="M12 6h.01" /></Icon>;
export const TvIcon = (p: IconProps) => <Icon {...p}><rect x="2" y="4" width="20" height="13" rx="2" /><path d="M8 21h8M12 17v4" /></Icon>;
