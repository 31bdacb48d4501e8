import { madridDay, phoneKey, type OrderStatus, type RepairStatus } from '@taller/domain';

/**
 * Plausible shop data, planned as a timeline of steps that the seeder runs through the
 * API's own commands. Pure and deterministic: the same seed and sizes give the same plan.
 */

export interface DemoSizes {
  clients: number;
  repairs: number;
  revisions: number;
  orders: number;
  notes: number;
}

const DAY_MS = 86_400_000;
/** Work spreads over the last six months; clients joined in the year before. */
const WORK_WINDOW_DAYS = 180;
const CLIENT_WINDOW_DAYS = 365;

/** mulberry32: a small, fast, seedable generator (enough for demo data, not for secrets). */
export class DemoRandom {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  /** One of the options, by weight. */
  weighted<T>(options: readonly (readonly [T, number])[]): T {
    let roll = this.next() * options.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, weight] of options) if ((roll -= weight) < 0) return value;
    return options.at(-1)![0];
  }
}

const FIRST_NAMES = [
  'María', 'Carmen', 'Lucía', 'Ana', 'Laura', 'Marta', 'Elena', 'Paula', 'Sara', 'Cristina', 'Isabel', 'Rocío',
  'Antonio', 'José', 'Manuel', 'Francisco', 'David', 'Javier', 'Daniel', 'Carlos', 'Miguel', 'Alejandro', 'Pablo', 'Sergio',
  'Álvaro', 'Adrián', 'Raúl', 'Irene', 'Nuria', 'Beatriz', 'Jorge', 'Rubén', 'Iván', 'Silvia', 'Patricia', 'Andrés',
];
const SURNAMES = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez',
  'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina',
];
const COMPANIES = [
  'Gestoría Alcalá', 'Clínica Dental Sonrisas', 'Autoescuela Getafe', 'Panadería La Espiga', 'Inmobiliaria Sol',
  'Academia Idiomas Norte', 'Farmacia Centro', 'Talleres Hermanos Ruiz', 'Bar El Rincón', 'Asesoría Fiscal Móstoles',
];
const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.es', 'telefonica.net'];

const DEVICES: readonly { device: string; models: readonly string[]; problems: readonly (readonly [string, string, number])[] }[] = [
  {
    device: 'Móvil',
    models: ['iPhone 11', 'iPhone 13', 'iPhone 14 Pro', 'Samsung Galaxy S21', 'Samsung Galaxy A52', 'Xiaomi Redmi Note 12', 'Google Pixel 7', 'OPPO A78'],
    problems: [
      ['Pantalla rota tras una caída', 'Cambio de pantalla', 12900],
      ['La batería dura muy poco', 'Cambio de batería', 4990],
      ['No carga, el conector está flojo', 'Cambio de conector de carga', 3900],
      ['Se ha mojado y no enciende', 'Limpieza por humedad', 6000],
      ['La cámara trasera no enfoca', 'Cambio de cámara', 7500],
    ],
  },
  {
    device: 'Portátil',
    models: ['Lenovo IdeaPad 5', 'HP Pavilion 15', 'ASUS VivoBook 14', 'MacBook Air M1', 'Acer Aspire 5', 'Dell Inspiron 15'],
    problems: [
      ['No arranca, pitidos al encender', 'Diagnóstico', 3000],
      ['Va muy lento y se calienta', 'Limpieza y pasta térmica', 4500],
      ['Teclado con teclas que no responden', 'Cambio de teclado', 8900],
      ['Pantalla con rayas verticales', 'Cambio de pantalla', 14900],
      ['Quiere pasar a SSD y clonar el disco', 'Ampliación SSD', 9900],
    ],
  },
  {
    device: 'Tablet',
    models: ['iPad 9', 'Samsung Galaxy Tab A8', 'Lenovo Tab M10', 'Xiaomi Pad 6'],
    problems: [
      ['Cristal táctil roto', 'Cambio de táctil', 8900],
      ['El conector de carga no funciona', 'Cambio de conector', 4500],
      ['Se queda en el logo al arrancar', 'Restauración del sistema', 3500],
    ],
  },
  {
    device: 'Consola',
    models: ['PlayStation 5', 'PlayStation 4 Pro', 'Nintendo Switch', 'Xbox Series S'],
    problems: [
      ['Se apaga sola, ventilador muy ruidoso', 'Limpieza y pasta térmica', 6000],
      ['El lector no lee los discos', 'Cambio de lector', 7900],
      ['Joy-Con con deriva en el stick', 'Cambio de joystick', 2500],
    ],
  },
  {
    device: 'Ordenador de sobremesa',
    models: ['PC torre sin marca', 'HP ProDesk 400', 'iMac 24"'],
    problems: [
      ['No da imagen', 'Diagnóstico', 3000],
      ['Virus y ventanas emergentes', 'Limpieza de software', 4000],
      ['La fuente hace ruido y se apaga', 'Cambio de fuente', 6500],
    ],
  },
];

const REVISION_MOTIVES = ['diagnostico', 'problema_hardware', 'problema_software', 'mantenimiento', 'actualizacion', 'revision_garantia'] as const;

const PRODUCTS: readonly (readonly [string, string, number])[] = [
  ['Funda de silicona iPhone 13', 'Funda de silicona color azul, con protección de cámara', 1490],
  ['Protector de pantalla templado', 'Cristal templado 9H con kit de colocación', 990],
  ['Cargador USB-C 65 W', 'Cargador rápido GaN con cable de 1 m', 3490],
  ['Disco SSD 1 TB', 'SSD NVMe M.2 para portátil, con instalación', 8990],
  ['Memoria RAM 16 GB', 'Módulo DDR4 SO-DIMM 3200 MHz', 4590],
  ['Ratón inalámbrico', 'Ratón silencioso con receptor USB', 1990],
  ['Auriculares Bluetooth', 'Auriculares con cancelación de ruido', 5990],
  ['Batería externa 20.000 mAh', 'Power bank con carga rápida y dos salidas', 2990],
  ['Mando DualSense', 'Mando inalámbrico para PlayStation 5, color blanco', 6990],
  ['Teclado mecánico', 'Teclado mecánico español con retroiluminación', 7490],
];

const NOTES: readonly (readonly [string, string])[] = [
  ['Pedido a proveedor', 'Pedir pantallas de iPhone 13 y baterías de Galaxy A52 antes del viernes.'],
  ['Llamar a cliente', 'Avisar de que el presupuesto del portátil está listo y esperar su respuesta.'],
  ['Cierre por festivo', 'El taller cierra el día de la fiesta local; poner el cartel en la puerta.'],
  ['Revisar caja', 'Cuadrar la caja del sábado, faltan 5 € de cambio.'],
  ['Garantía', 'Enviar a garantía la PS5 que volvió con el mismo fallo.'],
  ['Inventario', 'Contar conectores USB-C y cristales templados que quedan en el almacén.'],
  ['Recordatorio', 'Renovar el dominio de la web antes de fin de mes.'],
];

export interface DemoClient {
  at: Date;
  form: { name: string; lastName: string; phone: string; email: string; company: string; status: 'active' | 'inactive' | 'pending' };
}

/** A step of a job: runs at `at`, on the job's record once it has an id. */
export type DemoStep =
  | { kind: 'repairStatus'; status: RepairStatus }
  | { kind: 'repairPaid'; paymentMethod: string }
  /** Someone told the customer it is ready (by hand: a demo queues no e-mails). */
  | { kind: 'repairNotice'; channel: 'phone' | 'in_person' }
  | { kind: 'revisionStatus'; status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled' }
  | { kind: 'revisionArchive' }
  | { kind: 'revisionConvert' }
  | { kind: 'orderStatus'; status: OrderStatus };

export interface DemoJob {
  kind: 'repair' | 'revision' | 'order';
  at: Date;
  /** Index into the plan's clients. */
  client: number;
  form: Record<string, unknown>;
  steps: { at: Date; step: DemoStep }[];
}

export interface DemoNote {
  at: Date;
  form: { title: string; content: string };
}

export interface DemoPlan {
  clients: DemoClient[];
  /** In the order of their registration. */
  jobs: DemoJob[];
  notes: DemoNote[];
}

/** The plan for a shop seen from `today`; every instant is before it, dates may be after. */
export function planDemoShop(sizes: DemoSizes, seed: number, today: Date): DemoPlan {
  const random = new DemoRandom(seed);
  const now = today.getTime();
  const workStart = now - WORK_WINDOW_DAYS * DAY_MS;
  const during = (from: number, to: number) => new Date(Math.floor(from + random.next() * (to - from)));
  const later = (at: Date, minDays: number, maxDays: number) =>
    new Date(Math.min(now - 60_000, at.getTime() + random.int(minDays * 24, maxDays * 24) * 3_600_000));
  const day = (at: Date | number) => madridDay(new Date(at));

  const clients: DemoClient[] = [];
  const phones = new Set<string>();
  for (let i = 0; i < sizes.clients; i++) {
    const name = random.pick(FIRST_NAMES);
    const lastName = `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
    let phone: string;
    do phone = `${random.chance(0.3) ? '+34 ' : ''}${mobileNumber(random)}`;
    while (phones.has(phoneKey(phone)));
    phones.add(phoneKey(phone));
    const company = random.chance(0.15) ? random.pick(COMPANIES) : '';
    const email = random.chance(0.75) ? `${mailName(name)}.${mailName(lastName.split(' ')[0]!)}${i + 1}@${random.pick(MAIL_DOMAINS)}` : '';
    const status = random.weighted([['active', 85], ['inactive', 10], ['pending', 5]] as const);
    clients.push({ at: during(workStart - CLIENT_WINDOW_DAYS * DAY_MS, workStart), form: { name, lastName, phone, email, company, status } });
  }
  clients.sort((a, b) => a.at.getTime() - b.at.getTime());

  const jobs: DemoJob[] = [];
  const client = () => random.int(0, clients.length - 1);
  // Recent work weighs more: a shop's last weeks are busier than what it remembers.
  const workInstant = () => new Date(now - Math.floor(Math.pow(random.next(), 1.3) * WORK_WINDOW_DAYS * DAY_MS) - 3_600_000);
  const ageDays = (at: Date) => (now - at.getTime()) / DAY_MS;

  for (let i = 0; i < sizes.repairs && clients.length; i++) {
    const at = workInstant();
    const c = client();
    const { device, models, problems } = random.pick(DEVICES);
    const [description, motive, basePrice] = random.pick(problems);
    const age = ageDays(at);
    const status: RepairStatus =
      age > 30
        ? random.weighted([['completed', 82], ['cancelled', 10], ['waiting_user', 4], ['on_hold', 4]] as const)
        : age > 7
          ? random.weighted([['completed', 45], ['in_progress', 20], ['waiting_user', 15], ['on_hold', 8], ['pending', 7], ['cancelled', 5]] as const)
          : random.weighted([['pending', 45], ['in_progress', 35], ['waiting_user', 10], ['completed', 10]] as const);
    const priced = status === 'completed' || random.chance(0.6);
    const steps: DemoJob['steps'] = [];
    if (status !== 'pending') {
      const passesInProgress = status !== 'in_progress' && status !== 'cancelled' && random.chance(0.7);
      const startedAt = later(at, 0, 2);
      if (passesInProgress) steps.push({ at: startedAt, step: { kind: 'repairStatus', status: 'in_progress' } });
      const finishedAt = later(startedAt, 1, 10);
      steps.push({ at: finishedAt, step: { kind: 'repairStatus', status } });
      // The customer is told when it is finished (drawn from no random number: the rest of the plan stays as it was).
      if (status === 'completed') steps.push({ at: finishedAt, step: { kind: 'repairNotice', channel: i % 3 === 0 ? 'in_person' : 'phone' } });
      if (status === 'completed' && random.chance(0.9)) {
        steps.push({ at: later(finishedAt, 0, 5), step: { kind: 'repairPaid', paymentMethod: random.pick(['cash', 'card', 'bizum', 'transfer']) } });
      }
    }
    jobs.push({
      kind: 'repair',
      at,
      client: c,
      form: {
        device,
        model: random.pick(models),
        contactNumber: clients[c]!.form.phone,
        description,
        motive,
        priceCents: priced ? basePrice + random.int(-5, 10) * 100 : null,
        priceType: random.chance(0.5) ? 'fixed' : 'flexible',
        internalNotes: random.chance(0.2) ? 'Cliente avisado por WhatsApp' : '',
      },
      steps,
    });
  }

  for (let i = 0; i < sizes.revisions && clients.length; i++) {
    const at = workInstant();
    const c = client();
    const { device, models, problems } = random.pick(DEVICES);
    const booked = at.getTime() + random.int(1, 21) * DAY_MS;
    const steps: DemoJob['steps'] = [];
    if (booked < now) {
      const bookedDay = new Date(Math.min(booked, now - 60_000));
      const outcome = random.weighted([['convert', 30], ['archive', 30], ['completed', 20], ['cancelled', 10], ['pending_approval', 10]] as const);
      if (outcome === 'convert') steps.push({ at: bookedDay, step: { kind: 'revisionConvert' } });
      else if (outcome === 'archive') steps.push({ at: later(bookedDay, 1, 10), step: { kind: 'revisionArchive' } });
      else if (outcome === 'completed' || outcome === 'cancelled') steps.push({ at: bookedDay, step: { kind: 'revisionStatus', status: outcome } });
    } else if (random.chance(0.6)) {
      steps.push({ at: later(at, 0, 1), step: { kind: 'revisionStatus', status: 'scheduled' } });
    }
    jobs.push({
      kind: 'revision',
      at,
      client: c,
      form: {
        device,
        model: random.pick(models),
        contactNumber: clients[c]!.form.phone,
        motive: random.pick(REVISION_MOTIVES),
        description: random.pick(problems)[0],
        internalNotes: random.chance(0.3) ? 'Traer cargador' : '',
        date: day(booked),
      },
      steps,
    });
  }

  for (let i = 0; i < sizes.orders && clients.length; i++) {
    const at = workInstant();
    const [name, description, price] = random.pick(PRODUCTS);
    const delivery = at.getTime() + random.int(2, 20) * DAY_MS;
    const steps: DemoJob['steps'] = [];
    const isPaid = random.chance(0.5);
    if (delivery < now) {
      const status = random.weighted([['delivered', 85], ['cancelled', 8], ['ready', 7]] as const);
      if (status !== 'cancelled') steps.push({ at: later(at, 0, 2), step: { kind: 'orderStatus', status: 'confirmed' } });
      steps.push({ at: new Date(Math.min(delivery, now - 60_000)), step: { kind: 'orderStatus', status } });
    } else {
      const status = random.weighted([['pending', 30], ['confirmed', 30], ['in_preparation', 25], ['ready', 15]] as const);
      if (status !== 'pending') steps.push({ at: later(at, 0, 3), step: { kind: 'orderStatus', status } });
    }
    jobs.push({
      kind: 'order',
      at,
      client: client(),
      form: {
        name,
        description,
        quantity: random.weighted([[1, 80], [2, 15], [3, 5]] as const),
        unitPriceCents: price,
        paymentMethod: random.pick(['cash', 'credit_card', 'debit_card', 'online_payment']),
        isPaid,
        deliveryDate: day(delivery),
      },
      steps,
    });
  }
  jobs.sort((a, b) => a.at.getTime() - b.at.getTime());

  const notes: DemoNote[] = [];
  for (let i = 0; i < sizes.notes; i++) {
    const [title, content] = random.pick(NOTES);
    notes.push({ at: workInstant(), form: { title, content } });
  }
  notes.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { clients, jobs, notes };
}

function mailName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A Spanish mobile number as the counter writes it: 6xx xxx xxx. */
export function mobileNumber(random: DemoRandom): string {
  const digits = (count: number) => random.int(0, 10 ** count - 1).toString().padStart(count, '0');
  return `6${digits(2)} ${digits(3)} ${digits(3)}`;
}
