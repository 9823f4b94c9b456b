import pino from 'pino';
import { getEnv } from './env';
import { processSingleton } from './singleton';

/** The one logger: JSON lines on stdout. Child loggers carry request ids. */
export type Logger = pino.Logger;

export function getLogger(): Logger {
  return processSingleton('Logger', () => {
    let level = 'info';
    try {
      level = getEnv().LOG_LEVEL;
    } catch {
      // A bad env is reported by whoever validates it at start-up; logging must still work.
    }
    return pino({
      level,
      base: { app: 'klubban' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['password', '*.password', 'headers.authorization', 'headers.cookie'], censor: '[hemligt]' },
    });
  });
}

/** The request id a client or proxy sent, when it is a sane one, else a new one. */
export function requestIdOf(headers: Headers): string {
  const incoming = headers.get('x-request-id');
  return incoming && /^[\w.-]{8,100}$/.test(incoming) ? incoming : crypto.randomUUID();
}
