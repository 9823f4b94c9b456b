/**
 * The one error type of the callable API (docs/architecture.md convention 4). Codes are the canonical
 * status names of docs/product.md §4; each maps to one HTTP status.
 */

export const ERROR_HTTP_STATUS = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  OUT_OF_RANGE: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  CANCELLED: 499,
  INTERNAL: 500,
  UNIMPLEMENTED: 501,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** Default Swedish messages, shown when a more precise one is not given. */
const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  INVALID_ARGUMENT: 'Ogiltiga uppgifter.',
  FAILED_PRECONDITION: 'Det går inte att göra just nu.',
  OUT_OF_RANGE: 'Värdet ligger utanför det tillåtna intervallet.',
  UNAUTHENTICATED: 'Du behöver logga in.',
  PERMISSION_DENIED: 'Du har inte behörighet till det här.',
  NOT_FOUND: 'Hittades inte.',
  ALREADY_EXISTS: 'Finns redan.',
  ABORTED: 'Något ändrades samtidigt. Försök igen.',
  RESOURCE_EXHAUSTED: 'För många försök. Vänta en stund och försök igen.',
  CANCELLED: 'Avbrutet.',
  INTERNAL: 'Något gick fel. Försök igen om en stund.',
  UNIMPLEMENTED: 'Finns inte ännu.',
  UNAVAILABLE: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.',
  DEADLINE_EXCEEDED: 'Det tog för lång tid. Försök igen.',
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get httpStatus(): number {
    return ERROR_HTTP_STATUS[this.code];
  }

  toJSON(): { status: ErrorCode; message: string; details?: unknown } {
    return this.details === undefined
      ? { status: this.code, message: this.message }
      : { status: this.code, message: this.message, details: this.details };
  }

  static is(value: unknown): value is AppError {
    return value instanceof AppError;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_HTTP_STATUS, value);
}
