import { describe, expect, it } from 'vitest';
// What `npm start` tells a newcomer while it starts (scripts/start-progress.mjs, docs/decisions/0035).
import {
  createProgress,
  formatDuration,
  lineSplitter,
  logLevelChosen,
  passesOn,
  PHASES,
  readyLines,
} from '../../scripts/start-progress.mjs';

describe('a phase’s time, as the newcomer reads it', () => {
  it('is tenths of a second under ten seconds, with a decimal comma', () => {
    expect(formatDuration(0)).toBe('0,0 s');
    expect(formatDuration(420)).toBe('0,4 s');
    expect(formatDuration(4_740)).toBe('4,7 s');
    expect(formatDuration(9_940)).toBe('9,9 s');
  });

  it('is whole seconds, then minutes and seconds', () => {
    expect(formatDuration(9_960)).toBe('10 s');
    expect(formatDuration(11_400)).toBe('11 s');
    expect(formatDuration(59_400)).toBe('59 s');
    expect(formatDuration(59_600)).toBe('1 min');
    expect(formatDuration(92_300)).toBe('1 min 32 s');
    expect(formatDuration(120_000)).toBe('2 min');
  });
});

/** A progress on a fake output, with a clock the test moves. */
function harness(terminal: boolean) {
  let text = '';
  let now = 0;
  const progress = createProgress({ write: (written: string) => (text += written), terminal, now: () => now });
  return { progress, text: () => text, advance: (ms: number) => (now += ms) };
}

describe('progress lines in a terminal', () => {
  it('show what is under way, and finish the same line with its time', () => {
    const { progress, text, advance } = harness(true);
    progress.begin(PHASES.build);
    expect(text()).toBe('Bygger webbplatsen (bara första gången) … ');
    advance(92_300);
    expect(progress.end()).toBe(92_300);
    progress.begin(PHASES.seed);
    advance(11_000);
    progress.end('151 föremål');
    expect(text()).toBe(
      'Bygger webbplatsen (bara första gången) … klart på 1 min 32 s\n' +
        'Lägger in demoauktionerna (bara första gången) … klart på 11 s (151 föremål)\n',
    );
  });

  it('give way to other output, then say the whole phase again', () => {
    const { progress, text, advance } = harness(true);
    progress.begin(PHASES.database);
    progress.interrupt();
    progress.interrupt(); // only one newline for the open line
    advance(4_700);
    progress.end();
    expect(text()).toBe('Öppnar databasen … \nÖppnar databasen … klart på 4,7 s\n');
  });

  it('say when a phase failed, and how long it ran', () => {
    const { progress, text, advance } = harness(true);
    progress.begin(PHASES.build);
    advance(40_000);
    progress.fail();
    expect(text()).toBe('Bygger webbplatsen (bara första gången) … misslyckades efter 40 s\n');
  });

  it('start a new phase on a line of its own', () => {
    const { progress, text } = harness(true);
    progress.begin(PHASES.server);
    progress.line('Klubban körs på http://localhost:3000');
    expect(text()).toBe('Startar servern … \nKlubban körs på http://localhost:3000\n');
  });
});

describe('progress lines elsewhere (a pipe, the journal)', () => {
  it('are whole lines, written when the phase ends', () => {
    const { progress, text, advance } = harness(false);
    progress.begin(PHASES.server);
    expect(text()).toBe('');
    progress.interrupt();
    advance(600);
    progress.end();
    expect(text()).toBe('Startar servern … klart på 0,6 s\n');
  });

  it('end nothing when no phase is open', () => {
    const { progress, text } = harness(false);
    expect(progress.end()).toBe(0);
    progress.fail();
    expect(text()).toBe('');
  });
});

describe('the server’s output, passed on', () => {
  it('comes in whole lines, however the chunks fall', () => {
    const lines: string[] = [];
    const splitter = lineSplitter((line) => lines.push(line));
    splitter.push('{"level":40,"msg":"one"}\n{"level":');
    expect(lines).toEqual(['{"level":40,"msg":"one"}']);
    splitter.push(Buffer.from('50,"msg":"two"}\nlast without newline'));
    splitter.flush();
    expect(lines).toEqual(['{"level":40,"msg":"one"}', '{"level":50,"msg":"two"}', 'last without newline']);
  });

  it('leaves out only Next.js telling how long next.config.ts took to read', () => {
    expect(passesOn(' ✓ Running next.config.ts took 44ms')).toBe(false);
    expect(passesOn('✓ Running next.config.mjs took 1.2s')).toBe(false);
    expect(passesOn('{"level":40,"msg":"payments use the built-in test provider"}')).toBe(true);
    expect(passesOn(' ⚠ Running next.config.ts took too long; check it')).toBe(true);
    expect(passesOn('Klubban kunde inte starta – Klubban could not start:')).toBe(true);
  });
});

describe('the lines that end a start', () => {
  it('give the address, the time to it, and how to see every request when npm start chose the log level', () => {
    expect(readyLines({ url: 'http://localhost:3000', tookMs: 65_000, healthStatus: 200, defaultLogLevel: true })).toEqual([
      'Klubban körs på http://localhost:3000 (redo efter 1 min 5 s)',
      '  Stoppa med Ctrl+C. Loggen visar varningar och fel; LOG_LEVEL=info npm start visar en rad per förfrågan.',
    ]);
    expect(readyLines({ url: 'http://localhost:3000', tookMs: 3_900, healthStatus: 200, defaultLogLevel: false })).toEqual([
      'Klubban körs på http://localhost:3000 (redo efter 3,9 s)',
      '  Stoppa med Ctrl+C.',
    ]);
  });

  it('say so when the database does not answer', () => {
    expect(readyLines({ url: 'http://localhost:3000', tookMs: 3_000, healthStatus: 503, defaultLogLevel: false })[1]).toBe(
      '  Men databasen svarar inte just nu: http://localhost:3000/api/health svarar 503.',
    );
  });
});

describe('whether the operator chose a log level', () => {
  it('is yes when LOG_LEVEL is in the environment', () => {
    expect(logLevelChosen('info', [null, null, null, null])).toBe(true);
  });

  it('is yes when a file Next.js loads sets it', () => {
    expect(logLevelChosen(undefined, [null, null, null, 'PORT=3000\nLOG_LEVEL=debug\n'])).toBe(true);
    expect(logLevelChosen('', ['export LOG_LEVEL="info"\n', null, null, null])).toBe(true);
  });

  it('is no when it is unset, empty or only in a comment', () => {
    expect(logLevelChosen(undefined, [null, null, null, null])).toBe(false);
    expect(logLevelChosen('  ', ['LOG_LEVEL=\n', '# LOG_LEVEL=info\n', null, 'SOME_LOG_LEVEL=info\n'])).toBe(false);
  });
});
