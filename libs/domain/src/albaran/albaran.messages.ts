/** The spec's Spanish texts about the albarán (back-office.md §2, §8), and ours where it is silent. */
export const albaranMessages = {
  invalidType: 'Tipo de albarán no válido: debe ser repair (reparación) o revision (revisión)',
  loading: 'Cargando datos del albarán...',
  empty: 'No se encontraron datos para este albarán',
  loadError: 'Error al cargar los datos del albarán',
} as const;
