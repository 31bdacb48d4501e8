import type { Availability } from '@taller/domain/texts';
import { AlertIcon, CheckIcon, ClockIcon } from '../../ui/icons';

const icons: Record<Availability, typeof CheckIcon> = {
  in_stock: CheckIcon,
  last_units: ClockIcon,
  sold_out: AlertIcon,
};

/**
 * Whether the shop has it, in words (the server's: 'Disponible en tienda', 'Últimas unidades',
 * 'Agotado: te avisamos'), with a shape and a colour for each so that it reads at a glance; the
 * words alone carry the meaning, for a screen reader and without colour.
 */
export function AvailabilityBadge({ availability, label, large = false }: { availability: Availability; label: string; large?: boolean }) {
  const Icon = icons[availability] ?? CheckIcon;
  return (
    <p className={`availability availability--${availability}${large ? ' availability--large' : ''}`}>
      <Icon aria-hidden="true" />
      <span>{label}</span>
    </p>
  );
}
