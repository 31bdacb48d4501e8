/**
 * Errors the shop's rules raise. Each carries the Spanish text the user reads and, for
 * validation, the message of every offending field, so the screen can show them in place.
 */
export type FieldErrors = Record<string, string>;

export abstract class DomainError extends Error {
  abstract readonly kind: 'validation' | 'not_found' | 'conflict' | 'rule';
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The command's data breaks a validation rule of the spec. */
export class ValidationFailed extends DomainError {
  readonly kind = 'validation' as const;
  constructor(
    readonly errors: FieldErrors,
    message = Object.values(errors)[0] ?? 'Por favor, corrige los errores en el formulario',
  ) {
    super(message);
  }
}

/** The record does not exist (never registered, or deleted). */
export class NotFound extends DomainError {
  readonly kind = 'not_found' as const;
}

/** The record exists but this action is not allowed in its current state. */
export class RuleBroken extends DomainError {
  readonly kind = 'rule' as const;
}
