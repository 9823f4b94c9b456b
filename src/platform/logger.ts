import pino from 'pino';
import { getEnv } from './env';

/** The one logger: JSON lines on stdout. Child loggers carry request ids. */
export type Logger = pino.Logger;

const holder = globalThis as unknown as { __klubbanLogger?: Logger };

export function getLogger(): Logger {
  if (!holder.__klubbanLogger) {
    let level = 'info';
    try {
      level = getEnv().LOG_LEVEL;
    } catch {
      // A bad env is reported by whoever validates it at start-up; logging must still work.
    }
    holder.__klubbanLogger = pino({
      level,
      base: { app: 'klubban' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['password', '*.password', 'headers.authorization', 'headers.cookie'], censor: '[hemligt]' },
    });
  }
  return holder.__klubbanLogger;
}

/** The request id a client or proxy sent, when it is a sane one, else a new one. */
export function requestIdOf(headers: Headers): string {
  const incoming = headers.get('x-request-id');
  return incoming && /^[\w.-]{8,100}$/.test(incoming) ? incoming : crypto.randomUUID();
}
