/**
 * The CLI's names in Spanish. Each command is defined where its use case lives, under the
 * identifier it had from the start (`repairs list`); here it gets the name a person reads and
 * types (`reparaciones listar`). The English names and flags stay accepted, unlisted, so that
 * scripts written against them keep working ({@link spanishArgv} in spanish.ts).
 *
 * Names are typed, so they carry no accents or ñ (`estadisticas`, `clave`): a shell on a
 * keyboard without them still reaches every command.
 */

/**
 * Every command's Spanish name, by its English path from the program (the same word where the
 * name is Spanish already: `demo`, `aeat`). A command missing here fails spanish.spec.
 */
export const COMMAND_NAMES: Readonly<Record<string, string>> = {
  repairs: 'reparaciones',
  'repairs list': 'listar',
  'repairs status': 'estado',
  'repairs abandoned': 'abandonadas',
  calendar: 'calendario',
  'calendar urgent': 'urgentes',
  projections: 'proyecciones',
  'projections status': 'estado',
  'projections rebuild': 'reconstruir',
  events: 'eventos',
  'events export': 'exportar',
  'events import': 'importar',
  accounts: 'cuentas',
  'accounts create': 'crear',
  'accounts list': 'listar',
  'accounts disable': 'desactivar',
  'accounts enable': 'activar',
  'accounts reset-password': 'nueva-clave',
  'accounts link': 'vincular',
  'accounts unlink': 'desvincular',
  'accounts linked': 'vinculadas',
  clients: 'clientes',
  'clients forget': 'olvidar',
  products: 'productos',
  'products list': 'listar',
  'products import': 'importar',
  'products receive': 'recibir',
  demo: 'demo',
  'demo seed': 'sembrar',
  shop: 'ajustes',
  'shop show': 'ver',
  'shop set': 'cambiar',
  tracking: 'seguimiento',
  'tracking show': 'ver',
  'tracking issue': 'emitir',
  'tracking backfill': 'completar',
  'tracking revoke': 'revocar',
  notices: 'avisos',
  'notices run': 'enviar',
  'notices log': 'historial',
  'notices client': 'cliente',
  orders: 'pedidos',
  'orders special': 'especiales',
  'orders arrived': 'recibido',
  cash: 'caja',
  'cash day': 'dia',
  'cash close': 'cerrar',
  'cash correct': 'corregir',
  invoices: 'facturas',
  'invoices sell': 'vender',
  'invoices return': 'devolver',
  'invoices list': 'listar',
  'invoices verify': 'verificar',
  'invoices aeat': 'aeat',
  'invoices xml': 'xml',
  reservations: 'reservas',
  'reservations expire': 'caducar',
  audit: 'auditoria',
  stats: 'estadisticas',
  backup: 'copia',
  restore: 'restaurar',
  doctor: 'diagnostico',
  completion: 'completado',
};

/** The help command's and the help option's Spanish names, and the English ones they replace. */
export const HELP_COMMAND = { spanish: 'ayuda', english: 'help', description: 'muestra la ayuda de una orden' } as const;
export const HELP_FLAGS = { spanish: '--ayuda', english: '--help', short: '-h', description: 'muestra esta ayuda' } as const;

/**
 * An option's Spanish flag, by its English one. One meaning, one flag, whichever command has it:
 * `--name` is `--nombre` on `cuentas crear` and on `facturas vender`. Flags that are Spanish
 * already, or a format's name (`--json`, `--csv`, `--nif`, `--actor`, `--whatsapp`), are not here.
 */
export const OPTION_FLAGS: Readonly<Record<string, string>> = {
  '--status': '--estado',
  '--search': '--buscar',
  '--notify': '--avisar',
  '--mark': '--marcar',
  '--dry-run': '--simular',
  '--reason': '--motivo',
  '--type': '--tipo',
  '--out': '--salida',
  '--email': '--correo',
  '--name': '--nombre',
  '--role': '--rol',
  '--password-stdin': '--clave-por-stdin',
  '--generate-password': '--generar-clave',
  '--confirm': '--confirmar',
  '--low-stock': '--bajo-minimo',
  '--category': '--categoria',
  '--note': '--nota',
  '--clients': '--clientes',
  '--repairs': '--reparaciones',
  '--revisions': '--revisiones',
  '--orders': '--pedidos',
  '--notes': '--notas',
  '--seed': '--semilla',
  '--today': '--hoy',
  '--batch': '--lote',
  '--force': '--forzar',
  '--trade-name': '--nombre-comercial',
  '--legal-name': '--razon-social',
  '--tax-id': '--nif',
  '--street': '--calle',
  '--postal-code': '--codigo-postal',
  '--city': '--localidad',
  '--province': '--provincia',
  '--phone': '--telefono',
  '--monday': '--lunes',
  '--tuesday': '--martes',
  '--wednesday': '--miercoles',
  '--thursday': '--jueves',
  '--friday': '--viernes',
  '--saturday': '--sabado',
  '--sunday': '--domingo',
  '--storage-free-days': '--dias-custodia-gratis',
  '--storage-fee': '--tarifa-custodia',
  '--abandoned-after-days': '--dias-abandono',
  '--warranty-months': '--meses-garantia',
  '--reservation-days': '--dias-reserva',
  '--notice-steps': '--pasos-aviso',
  '--notice-sms': '--aviso-sms',
  '--notice-whatsapp': '--aviso-whatsapp',
  '--notice-templates': '--plantillas-aviso',
  '--stop': '--parar',
  '--resume': '--reanudar',
  '--waiting': '--pendientes',
  '--counted': '--contado',
  '--float': '--fondo',
  '--day': '--dia',
  '--product': '--producto',
  '--line': '--linea',
  '--method': '--forma',
  '--full': '--completa',
  '--address': '--direccion',
  '--override': '--autoriza',
  '--request-id': '--id-peticion',
  '--send': '--enviar',
  '--since': '--desde',
  '--until': '--hasta',
  '--kind': '--registro',
  '--record': '--numero',
  '--source': '--origen',
  '--before': '--antes',
  '--limit': '--limite',
  '--from': '--desde',
  '--to': '--hasta',
  '--period': '--periodo',
  '--passphrase-file': '--archivo-clave',
  '--erasures-from': '--borrados-de',
};

/** An English flag's Spanish one (`--name` → `--nombre`, `--help` → `--ayuda`); any other word as it is. */
export const spanishFlag = (flag: string) => (flag === HELP_FLAGS.english ? HELP_FLAGS.spanish : (OPTION_FLAGS[flag] ?? flag));

/** English command words in Spanish, as far as they walk down the tree from the program. */
function spanishPath(words: string[]): string[] {
  let path = '';
  return words.map((word, i) => {
    if (i > 0 && path === '') return word;
    const key = path ? `${path} ${word}` : word;
    const spanish = word === HELP_COMMAND.english ? HELP_COMMAND.spanish : COMMAND_NAMES[key];
    if (spanish === undefined) {
      path = '';
      return word;
    }
    path = key;
    return spanish;
  });
}

/**
 * A text with the English names it mentions in Spanish: flags (`--counted` → `--contado`) and
 * commands after `taller` or quoted whole (`taller repairs list`, «events export»). For the
 * descriptions and messages written beside each command under its identifiers.
 */
export function spanishNamesIn(text: string): string {
  return text
    .replace(/--[a-z][a-z0-9-]*/g, spanishFlag)
    .replace(/\btaller((?: [a-z][a-z-]*)+)/g, (_whole, words: string) => ['taller', ...spanishPath(words.trim().split(' '))].join(' '))
    .replace(/«([a-z][a-z -]*)»/g, (whole, words: string) => {
      const path = words.split(' ');
      return COMMAND_NAMES[path.join(' ')] === undefined ? whole : `«${spanishPath(path).join(' ')}»`;
    });
}
