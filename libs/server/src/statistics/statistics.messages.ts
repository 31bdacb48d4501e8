/** What the statistics say when asked wrongly (400), in the shop's Spanish. */
export const statisticsMessages = {
  dayInvalid: (label: string) => `La fecha «${label}» no es válida: escríbela como AAAA-MM-DD (por ejemplo, 2026-03-31)`,
  reversed: 'La fecha «Desde» no puede ser posterior a «Hasta»',
  tooLong: (years: number) => `El intervalo no puede pasar de ${years} años`,
  unknownParameter: (name: string) => `Parámetro desconocido: ${name}`,
  periodInvalid: (periods: readonly string[]) => `Agrupación no válida: usa ${periods.join(', ')}`,
  tableInvalid: (tables: readonly string[]) => `Tabla no válida: usa ${tables.join(', ')}`,
  filterInvalid: (label: string) => `El filtro «${label}» no es válido`,
  quoteAnswerInvalid: 'Filtro de respuesta al presupuesto no válido: usa accepted, rejected, unanswered',
} as const;
