/** What `/api/metrics` answers to whoever may not read it. */
export const metricsMessages = {
  notAllowed:
    'Las métricas son solo para el equipo (Administrador o Gerente) o para un sistema de monitorización con el token METRICS_TOKEN («Authorization: Bearer …»).',
  wrongToken: 'El token de métricas no es válido. Usa el valor de METRICS_TOKEN del servidor.',
  forbidden: 'Tu cuenta no puede ver las métricas: son solo para Administrador y Gerente.',
  withBody: 'Las métricas se piden con GET y sin cuerpo en la petición.',
} as const;
