import { warrantyPeriod } from '../../config/shop';
/** The three banners (spec: computer repair, services offered, mobile repair). */
export interface Banner {
  id: 'ordenadores' | 'servicios' | 'moviles';
  image: string;
  width: number;
  height: number;
  title: string;
  text: string;
  points: readonly string[];
  link: { to: string; label: string };
}

const size = { width: 480, height: 320 } as const;

export const banners: readonly Banner[] = [
  {
    id: 'ordenadores',
    image: '/media/banner-computers.svg',
    ...size,
    title: 'Reparación de ordenadores',
    text: 'Sobremesa y portátiles de cualquier marca: los dejamos rápidos y seguros otra vez.',
    points: ['Cambio a SSD y más memoria', 'Limpieza y pasta térmica', 'Virus y sistema operativo'],
    link: { to: '/contacto', label: 'Pide presupuesto' },
  },
  {
    id: 'servicios',
    image: '/media/banner-services.svg',
    ...size,
    title: 'Servicios que ofrecemos',
    text: 'Atendemos a particulares y empresas, con factura y sin cita previa.',
    points: ['Diagnóstico y presupuesto gratis', `Garantía de ${warrantyPeriod} en reparaciones`, 'Pago en efectivo o con tarjeta'],
    link: { to: '/acerca-de-nosotros', label: 'Conócenos' },
  },
  {
    id: 'moviles',
    image: '/media/banner-mobile.svg',
    ...size,
    title: 'Reparación de móviles',
    text: 'Si la pieza no está en la tienda, la pedimos y llega en uno o dos días.',
    points: ['Pantallas y cristales', 'Baterías y conectores de carga', 'Cámaras, altavoces y micrófonos'],
    link: { to: '/contacto', label: 'Pide presupuesto' },
  },
];
