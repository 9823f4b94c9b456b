import pino from 'pino';
import { getEnv } from './env';
import { processSingleton } from './singleton';

/** The one logger: JSON lines on stdout. Child loggers carry request ids. */
export type Logger = pino.Logger;

/** Where errors go besides the log: error monitoring, when it is on (monitoring.ts). */
export type ErrorReporter = (error: Error, context: Record<string, unknown>) => void;

const reporterSlot = () => processSingleton<{ current: ErrorReporter | null }>('ErrorReporter', () => ({ current: null }));

export function setErrorReporter(reporter: ErrorReporter | null): void {
  reporterSlot().current = reporter;
}

/** pino's level number for `error` (and `fatal` above it). */
const ERROR_LEVEL = 50;

/**
 * Every line logged at error or fatal with an Error as `err` is also handed to the reporter, with
 * the line's other fields (request id, action, job) as context: one hook instead of a call beside
 * every `log.error`. What is not logged is not reported either: LOG_LEVEL fatal or silent turns
 * both off. The reporter must never break logging.
 */
function reportErrors(args: Parameters<pino.LogFn>, level: number): void {
  const reporter = reporterSlot().current;
  if (!reporter || level < ERROR_LEVEL) return;
  const [fields, message] = args as unknown[];
  if (!fields || typeof fields !== 'object' || !('err' in fields) || !(fields.err instanceof Error)) return;
  const { err, ...context } = fields as { err: Error } & Record<string, unknown>;
  try {
    reporter(err, typeof message === 'string' ? { ...context, log: message } : context);
  } catch {
    // Monitoring is best effort.
  }
}

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
      hooks: {
        logMethod(args, method, level) {
          reportErrors(args, level);
          method.apply(this, args);
        },
      },
    });
  });
}

/** The request id a client or proxy sent, when it is a sane one, else a new one. */
export function requestIdOf(headers: Headers): string {
  const incoming = headers.get('x-request-id');
  return incoming && /^[\w.-]{8,100}$/.test(incoming) ? incoming : crypto.randomUUID();
}
