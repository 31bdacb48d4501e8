/** The five pictures of the home carousel (spec: 5 images), drawn by tools/media/render-illustrations.mjs. */
export interface Slide {
  id: string;
  image: string;
  /** Intrinsic size of the image, so the browser reserves its space before it arrives. */
  width: number;
  height: number;
  alt: string;
  title: string;
  text: string;
}

const size = { width: 600, height: 400 } as const;

export const slides: readonly Slide[] = [
  {
    id: 'moviles',
    image: '/media/slide-mobile.svg',
    ...size,
    alt: 'Un móvil con la pantalla rota junto a otro ya reparado, sobre la mesa de trabajo',
    title: 'Móviles y tablets',
    text: 'Pantallas, baterías, conectores de carga y cámaras. Las reparaciones sencillas suelen estar listas en un día.',
  },
  {
    id: 'ordenadores',
    image: '/media/slide-computers.svg',
    ...size,
    alt: 'Un portátil con un diagnóstico superado junto a una torre de sobremesa abierta',
    title: 'Ordenadores y portátiles',
    text: 'Limpieza, cambio a disco SSD, ampliación de memoria, virus y equipos que no arrancan.',
  },
  {
    id: 'consolas',
    image: '/media/slide-consoles.svg',
    ...size,
    alt: 'Un mando y una consola portátil funcionando de nuevo',
    title: 'Consolas y mandos',
    text: 'Joysticks que se mueven solos, botones que no responden, puertos HDMI y consolas que se calientan.',
  },
  {
    id: 'accesorios',
    image: '/media/slide-accessories.svg',
    ...size,
    alt: 'Fundas, un cargador, auriculares, una tarjeta de memoria y una batería externa',
    title: 'Accesorios para recoger en tienda',
    text: 'Fundas, cristal templado, cargadores, baterías externas, cables, auriculares y memorias USB/SD de 8GB a 256GB.',
  },
  {
    id: 'tienda',
    image: '/media/slide-shop.svg',
    ...size,
    alt: 'La fachada de la tienda, con su toldo y los escaparates, en la planta baja del centro comercial',
    title: 'Te esperamos en la planta baja',
    text: 'Estamos en el centro comercial. Ven sin cita: revisamos tu dispositivo gratis y te damos presupuesto al momento.',
  },
];
