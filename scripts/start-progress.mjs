// @ts-check
/**
 * What `npm start` (scripts/start.mjs) tells a newcomer while it starts (docs/decisions/0035): one
 * short line per phase with the time it took ("Bygger webbplatsen … klart på 1 min 32 s"), and the
 * address once the site answers. The wording and the line handling live here, apart from the
 * processes, so they are tested on their own (tests/integration/start-progress.test.ts).
 */

/**
 * A duration as a Swedish reader reads it: "0,4 s", "4,7 s", "12 s", "1 min 32 s", "2 min".
 * @param {number} ms
 */
export function formatDuration(ms) {
  if (ms < 9_950) return `${(Math.max(0, ms) / 1000).toFixed(1).replace('.', ',')} s`;
  const total = Math.round(ms / 1000);
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

/** The phases, as the newcomer reads them. `seed` says how many lots it put in. */
export const PHASES = {
  build: 'Bygger webbplatsen (bara första gången)',
  server: 'Startar servern',
  database: 'Öppnar databasen',
  seed: 'Lägger in demoauktionerna (bara första gången)',
};

/**
 * Progress lines on one output. `begin(label)` opens a phase and `end()` closes it with "klart på
 * <time>". In a terminal the two halves share a line ("Bygger webbplatsen … " then "klart på 48 s"),
 * so the newcomer sees what is under way; when anything else is written meanwhile, `interrupt()`
 * ends that line first and `end()` writes the phase's whole line again. Elsewhere (a pipe, the
 * journal) only the whole line, at the end.
 * @param {{ write: (text: string) => void, terminal: boolean, now?: () => number }} options
 */
export function createProgress({ write, terminal, now = () => performance.now() }) {
  /** @type {{ label: string, startedAt: number, onLine: boolean } | null} */
  let open = null;
  const interrupt = () => {
    if (open?.onLine) {
      write('\n');
      open.onLine = false;
    }
  };
  /** @param {string} outcome */
  const close = (outcome) => {
    if (!open) return;
    write(open.onLine ? `${outcome}\n` : `${open.label} … ${outcome}\n`);
    open = null;
  };
  return {
    /** @param {string} label */
    begin(label) {
      interrupt();
      open = { label, startedAt: now(), onLine: terminal };
      if (terminal) write(`${label} … `);
    },
    /**
     * Closes the open phase; returns how long it took (ms).
     * @param {string} [detail] said after the time, in parentheses
     */
    end(detail) {
      if (!open) return 0;
      const took = now() - open.startedAt;
      close(`klart på ${formatDuration(took)}${detail ? ` (${detail})` : ''}`);
      return took;
    },
    /** Closes the open phase as failed. */
    fail() {
      if (open) close(`misslyckades efter ${formatDuration(now() - open.startedAt)}`);
    },
    /** Before anything else is written to the same terminal. */
    interrupt,
    /** @param {string} text a line of its own */
    line(text) {
      interrupt();
      write(`${text}\n`);
    },
  };
}

/**
 * Splits a stream's chunks into whole lines (the server's output, passed on line by line so a
 * progress line is never cut in the middle of one).
 * @param {(line: string) => void} onLine called with each line, without its newline
 */
export function lineSplitter(onLine) {
  let partial = '';
  return {
    /** @param {Buffer | string} chunk */
    push(chunk) {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      for (const part of parts) onLine(part);
    },
    flush() {
      if (partial) onLine(partial);
      partial = '';
    },
  };
}

/**
 * Whether a line of the server's own output is passed on. Next.js prints how long it took to read
 * next.config.ts on every start, in the middle of "Startar servern …": that one line is left out.
 * Everything else (the log's JSON lines, Next's warnings and errors) is passed on as it came.
 * @param {string} line
 */
export function passesOn(line) {
  return !/^\s*✓ Running next\.config\.[cm]?[jt]s took \d/.test(line);
}

/**
 * The lines that end a start: the address (only once the site answers) and, when `npm start`
 * chose the log level, how to see more.
 * @param {{ url: string, tookMs: number, healthStatus: number, defaultLogLevel: boolean }} options
 * @returns {string[]}
 */
export function readyLines({ url, tookMs, healthStatus, defaultLogLevel }) {
  const lines = [`Klubban körs på ${url} (redo efter ${formatDuration(tookMs)})`];
  if (healthStatus !== 200) lines.push(`  Men databasen svarar inte just nu: ${url}/api/health svarar ${healthStatus}.`);
  lines.push(
    defaultLogLevel
      ? '  Stoppa med Ctrl+C. Loggen visar varningar och fel; LOG_LEVEL=info npm start visar en rad per förfrågan.'
      : '  Stoppa med Ctrl+C.',
  );
  return lines;
}

/** The files Next.js reads variables from in production (the server process loads them), in its order. */
export const ENV_FILES = ['.env.production.local', '.env.local', '.env.production', '.env'];

/**
 * Whether the operator chose a log level: LOG_LEVEL in the environment or in one of the files
 * Next.js loads. When not, `npm start` runs the server at `warn` (no line per request).
 * @param {string | undefined} fromEnvironment process.env.LOG_LEVEL
 * @param {Array<string | null>} files the contents of ENV_FILES (null for a file that is not there)
 */
export function logLevelChosen(fromEnvironment, files) {
  if (fromEnvironment?.trim()) return true;
  return files.some((text) => text !== null && /^[ \t]*(?:export[ \t]+)?LOG_LEVEL[ \t]*=[ \t]*["']?[a-z]/m.test(text));
}
