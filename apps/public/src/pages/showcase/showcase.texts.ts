/**
 * The two developer showcase pages (/brickle-pickle and /white-branch): static content
 * (spec §2). Their counters are decoration (spec §9), so the numbers are part of the text.
 */
export interface ShowcaseStat {
  target: number;
  suffix: string;
  label: string;
}

export interface Developer {
  name: string;
  initials: string;
  role: string;
  intro: string;
  stats: readonly [ShowcaseStat, ShowcaseStat, ShowcaseStat];
  skillsTitle: string;
  skills: readonly string[];
  workTitle: string;
  work: ReadonlyArray<{ title: string; text: string }>;
  principlesTitle: string;
  principles: ReadonlyArray<{ title: string; text: string }>;
  quote: string;
}

export const showcaseTexts = {
  statsLabel: 'En cifras',
  backToShop: 'Volver a la tienda',
  contactShop: 'Contactar con la tienda',
  otherDeveloper: 'Conoce también a',
} as const;

export const bricklePickle: Developer = {
  name: 'Brickle Pickle',
  initials: 'BP',
  role: 'Desarrollo front-end y diseño de interfaces',
  intro:
    'Diseño y construyo interfaces rápidas, claras y accesibles. En Taller me ocupé de la web pública: que cargue en un momento en cualquier móvil, que se lea bien y que se pueda usar con teclado y con lector de pantalla.',
  stats: [
    { target: 48, suffix: '', label: 'Proyectos publicados' },
    { target: 320, suffix: '+', label: 'Componentes diseñados' },
    { target: 1250, suffix: '', label: 'Tazas de café' },
  ],
  skillsTitle: 'Especialidades',
  skills: ['React', 'TypeScript', 'CSS moderno', 'Accesibilidad', 'Diseño de interfaces', 'Rendimiento web', 'Ilustración SVG'],
  workTitle: 'En este proyecto',
  work: [
    {
      title: 'La web pública',
      text: 'Páginas ligeras, sin librerías de componentes pesadas, para que la portada abra rápido incluso con poca cobertura.',
    },
    {
      title: 'Diseño visual',
      text: 'La paleta, la tipografía y las ilustraciones de los productos, dibujadas a mano en SVG.',
    },
    {
      title: 'Accesibilidad',
      text: 'Navegación con teclado, contrastes revisados y animaciones que se detienen si el sistema pide menos movimiento.',
    },
  ],
  principlesTitle: 'Cómo trabajo',
  principles: [
    { title: 'Primero el contenido', text: 'Una página vale por lo que cuenta: el diseño está para que se entienda mejor.' },
    { title: 'Rápido en cualquier móvil', text: 'Cada kilobyte cuenta cuando el cliente mira la web desde el pasillo del centro comercial.' },
    { title: 'Para todas las personas', text: 'Si no se puede usar con teclado o lector de pantalla, no está terminado.' },
  ],
  quote: 'Una buena interfaz no se nota: simplemente funciona.',
};

export const whiteBranch: Developer = {
  name: 'White Branch',
  initials: 'WB',
  role: 'Desarrollo back-end y arquitectura',
  intro:
    'Me encargo de lo que no se ve: la API, los datos y el historial de cada reparación. En Taller diseñé el registro de eventos que permite saber quién cambió qué y cuándo, sin perder nunca un dato.',
  stats: [
    { target: 12, suffix: '', label: 'Años programando' },
    { target: 900, suffix: '+', label: 'Pruebas automatizadas' },
    { target: 2400, suffix: '', label: 'Tazas de té' },
  ],
  skillsTitle: 'Especialidades',
  skills: ['Node.js', 'TypeScript', 'NestJS', 'Event sourcing', 'PostgreSQL', 'SQLite', 'Pruebas automatizadas'],
  workTitle: 'En este proyecto',
  work: [
    {
      title: 'La API',
      text: 'Cada acción de la tienda es un comando con sus reglas: registrar una reparación, cambiar su estado, cobrarla.',
    },
    {
      title: 'El historial',
      text: 'Cada cambio queda registrado como un evento, con quién lo hizo y cuándo: la tienda puede auditar cualquier trabajo.',
    },
    {
      title: 'La línea de comandos',
      text: 'Las mismas operaciones que la web, desde el terminal, para el mantenimiento del día a día.',
    },
  ],
  principlesTitle: 'Cómo trabajo',
  principles: [
    { title: 'Los datos no se pierden', text: 'Lo que la tienda confirma queda guardado, aunque se vaya la luz un segundo después.' },
    { title: 'Reglas con nombre', text: 'Las reglas del negocio se escriben una vez y se leen como las explica el dueño de la tienda.' },
    { title: 'Pruebas antes que promesas', text: 'Cada comportamiento importante tiene una prueba que lo demuestra.' },
  ],
  quote: 'Un buen sistema recuerda todo lo que pasó, y por qué.',
};
