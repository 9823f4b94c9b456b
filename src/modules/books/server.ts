import 'server-only';

// The books module's server-only surface: the SIE 4I file, written and read in codepage 437 (Buffer).
export { readSie, SIE_SERIES, sieAmount, SieFormatError, sieText, writeSie } from './domain/sie';
export type { SieFile, SieInput, SieVerification } from './domain/sie';
