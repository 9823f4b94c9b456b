import { FunctionsError } from './client';

/**
 * The text to show a user for a failed call: the server's own message when it sent one (those are
 * Swedish, docs/product.md §4), else `fallback` — a lost connection or time-out carries only a code.
 */
export function callErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof FunctionsError) {
    if (error.code === 'unauthenticated') return 'Du behöver logga in igen.';
    if (error.message && error.message !== error.code && !/^Response is /.test(error.message)) return error.message;
    if (error.code === 'deadline-exceeded' || error.code === 'internal' || error.code === 'unavailable') {
      return `${fallback} Kontrollera anslutningen och försök igen.`;
    }
  }
  return fallback;
}

/** `details.reason` and `details.minimumBid` of a refusal (src/modules/bidding/domain/rejections.ts). */
export function refusalDetails(error: unknown): { reason: string | null; minimumBid: number | null } {
  const details =
    error instanceof FunctionsError && error.details && typeof error.details === 'object' ? (error.details as Record<string, unknown>) : {};
  return {
    reason: typeof details.reason === 'string' ? details.reason : null,
    minimumBid: typeof details.minimumBid === 'number' && Number.isSafeInteger(details.minimumBid) ? details.minimumBid : null,
  };
}
