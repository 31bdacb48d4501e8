/** One counter of the statistics strip (spec §3: id, number, suffix, label, description, icon, color). */
export interface StatEntry {
  id: string;
  number: number;
  suffix: string;
  label: string;
  description: string;
  icon: 'wrench' | 'award' | 'smile' | 'star';
  /** The card's accent: the icon tile and the number. Dark enough for text on white. */
  color: string;
}

/** Spec §9: the strip's timing. */
export const STATS_ANIMATION = {
  durationMs: 2000,
  /** Fraction of the strip that must be visible before the counters start. */
  threshold: 0.3,
  /** The artificial load delay before the first counter moves. */
  loadDelayMs: 500,
  /** Each card starts this much after the one before it. */
  staggerMs: 200,
} as const;

export const stats: readonly StatEntry[] = [
  {
    id: 'reparaciones',
    number: 8000,
    suffix: '+',
    label: 'Reparaciones realizadas',
    description: 'Móviles, ordenadores, consolas y más, con garantía de 3 meses.',
    icon: 'wrench',
    color: '#0b5f59',
  },
  {
    id: 'experiencia',
    number: 10,
    suffix: '+',
    label: 'Años de experiencia',
    description: 'Desde 2013: primero recargando tóner y tinta, hoy reparando de todo.',
    icon: 'award',
    color: '#4338ca',
  },
  {
    id: 'clientes',
    number: 9500,
    suffix: '+',
    label: 'Clientes satisfechos',
    description: 'Particulares y empresas de la zona que vuelven y nos recomiendan.',
    icon: 'smile',
    color: '#0e7490',
  },
  {
    id: 'resenas',
    number: 100,
    suffix: '+',
    label: 'Reseñas de cinco estrellas',
    description: 'Opiniones reales de clientes que nos valoran con la nota máxima.',
    icon: 'star',
    color: '#b45309',
  },
];
