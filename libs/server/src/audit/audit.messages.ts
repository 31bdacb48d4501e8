/** The audit's texts that reach a person: the API's 400s, the CLI's lines and the CSV's heads. */
export const auditMessages = {
  invalidFilters: 'Filtros de la actividad no válidos',
  unknownParameter: (name: string) => `Parámetro desconocido: «${name}». Usa actor, kind, recordId, type, source, since, until, before o limit`,
  notText: (label: string) => `El filtro «${label}» debe ser un texto`,
  invalidActor: 'Quién: debe ser el número de una cuenta, «cli» (línea de comandos) o «system» (sistema)',
  unknownActor: (actor: string) => `Quién: no hay ninguna cuenta «${actor}»`,
  invalidKind: 'Tipo de registro no válido',
  invalidRecordId: 'Registro: debe ser un número (el de la reparación, el cliente…)',
  invalidType: 'Tipo de evento no válido (p. ej. RepairStatusChanged)',
  tooManyTypes: 'Tipo de evento: como mucho 50 a la vez',
  invalidSource: 'Origen no válido: api, cli o system',
  invalidDay: (label: string) => `${label}: debe ser un día AAAA-MM-DD`,
  untilBeforeSince: 'Hasta: no puede ser anterior a Desde',
  invalidBefore: 'Antes de: debe ser la posición de un evento (un número entero positivo)',
  invalidLimit: (max: number) => `Cuántos: debe ser un número entero de 1 a ${max}`,
  nothingFound: 'No hay actividad con esos filtros',
  olderHint: (position: number) => `Más antiguos: añade --antes ${position}`,
} as const;

/** How the audit names where a change came from. */
export const auditSourceLabels: Record<string, string> = {
  api: 'Web',
  cli: 'Línea de comandos',
  system: 'Sistema',
};
