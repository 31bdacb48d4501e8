/** The tabbed work section (spec: sells / repairs, six items each). */
export type WorkIcon =
  | 'case' | 'glass' | 'charger' | 'powerBank' | 'headphones' | 'memory'
  | 'phone' | 'tablet' | 'laptop' | 'gamepad' | 'speaker' | 'tv';

export interface WorkItem {
  icon: WorkIcon;
  title: string;
  text: string;
}

export interface WorkTab {
  id: 'vendemos' | 'reparamos';
  label: string;
  summary: string;
  items: readonly [WorkItem, WorkItem, WorkItem, WorkItem, WorkItem, WorkItem];
}

export const workTabs: readonly WorkTab[] = [
  {
    id: 'vendemos',
    label: 'Lo que vendemos',
    summary: 'Resérvalo en la web y recógelo en la tienda: no hacemos envíos. También abrimos líneas móviles.',
    items: [
      { icon: 'case', title: 'Fundas', text: 'Para los modelos más habituales de móvil y tablet.' },
      { icon: 'glass', title: 'Cristal templado', text: 'Te lo colocamos en el momento, sin burbujas.' },
      { icon: 'charger', title: 'Cargadores y cables', text: 'USB-C, Lightning y micro USB, con carga rápida.' },
      { icon: 'powerBank', title: 'Baterías externas', text: 'Para no quedarte sin batería fuera de casa.' },
      { icon: 'headphones', title: 'Auriculares', text: 'Con cable e inalámbricos, para cada presupuesto.' },
      { icon: 'memory', title: 'Memorias USB y SD', text: 'De 8GB a 256GB, para fotos, música y copias.' },
    ],
  },
  {
    id: 'reparamos',
    label: 'Lo que reparamos',
    summary: 'El diagnóstico es gratuito y sin compromiso: te decimos qué le pasa y cuánto cuesta antes de repararlo.',
    items: [
      { icon: 'phone', title: 'Móviles', text: 'Pantallas, baterías, conectores de carga, cámaras y altavoces.' },
      { icon: 'tablet', title: 'Tablets', text: 'Cristales rotos, baterías agotadas y botones que no responden.' },
      { icon: 'laptop', title: 'Ordenadores y portátiles', text: 'Limpieza, SSD, memoria, teclados, virus y arranque.' },
      { icon: 'gamepad', title: 'Consolas', text: 'Mandos, joysticks, puertos HDMI y sobrecalentamiento.' },
      { icon: 'speaker', title: 'Altavoces', text: 'Baterías, conectores y problemas de Bluetooth.' },
      { icon: 'tv', title: 'Televisores', text: 'Fuentes de alimentación, retroiluminación y placas.' },
    ],
  },
];
