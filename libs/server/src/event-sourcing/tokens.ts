/** Nest injection tokens of the ports. */
export const EVENT_STORE = Symbol('EVENT_STORE');
export const TALLER_CONFIG = Symbol('TALLER_CONFIG');
export const ENGINES = Symbol('ENGINES');
