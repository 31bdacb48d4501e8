/** Said on every screen while the shop runs in demo mode (DEMO=on). */
export const demoModeMessages = {
  banner: 'Modo demostración: datos y cuentas de ejemplo. No lo uses con datos reales.',
} as const;
