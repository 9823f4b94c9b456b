import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// What `npm test` needs from a machine and what it does when something is missing
// (scripts/test-prerequisites.mjs, docs/decisions/0035), on machines described here.
import {
  choosePostgres,
  describeProvision,
  missingPrograms,
  plan,
  PROGRAMS,
  type Machine,
  type PostgresChoice,
  type Stage,
} from '../../scripts/test-prerequisites.mjs';

const EVERY_STAGE: Stage[] = ['static', 'unit', 'e2e'];
const BIN = '/usr/lib/postgresql/15/bin';

/** A Debian machine with everything npm test uses, as root: CI's machine. */
function provided(overrides: Partial<Machine> = {}, absent: string[] = []): Machine {
  return {
    exists: (path) => !absent.includes(path),
    onPath: (command) => !absent.includes(command),
    postgresBinDir: BIN,
    root: true,
    postgresUser: true,
    apt: true,
    sudo: false,
    ...overrides,
  };
}

/** A fresh Debian machine: none of the programs, no PostgreSQL. */
const fresh = (overrides: Partial<Machine> = {}): Machine =>
  provided({ postgresBinDir: null, postgresUser: false, ...overrides }, [
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/sbin/nginx',
    'pg_dump',
  ]);

const names = (machine: Machine, stages: Stage[] = EVERY_STAGE) => missingPrograms(stages, machine).map((program) => program.debianPackage);

describe('what npm test finds missing', () => {
  it('is nothing on a machine that has it all', () => {
    expect(names(provided())).toEqual([]);
  });

  it('is every Debian package the stages use, on a fresh machine', () => {
    expect(names(fresh())).toEqual(['chromium-headless-shell', 'chromium', 'nginx', 'postgresql-client', 'postgresql']);
  });

  it('is only what the stages to run use', () => {
    expect(names(fresh(), ['static'])).toEqual([]);
    expect(names(fresh(), ['unit'])).toEqual(['postgresql-client']);
    expect(names(fresh(), ['e2e'])).toEqual(['chromium-headless-shell', 'chromium', 'nginx', 'postgresql']);
  });

  it('looks where the tests look: the headless shell, the full Chromium (push test), nginx, pg_dump on PATH', () => {
    expect(names(provided({}, ['/usr/bin/chromium']))).toEqual(['chromium']);
    expect(names(provided({}, ['/usr/sbin/nginx']))).toEqual(['nginx']);
    expect(names(provided({}, ['pg_dump']))).toEqual(['postgresql-client']);
    expect(names(provided({ postgresBinDir: null }))).toEqual(['postgresql']);
  });
});

describe('where the run’s PostgreSQL comes from', () => {
  const machine = provided();

  it('is TEST_DATABASE_URL when it is set, whatever else is there', () => {
    expect(choosePostgres({ given: true, force: 'cluster', server: 'not tried', machine: fresh() })).toEqual({ kind: 'given' });
  });

  it('is a throwaway database on the server at 127.0.0.1:5432 when it gave one', () => {
    expect(choosePostgres({ given: false, force: undefined, server: 'ok', machine })).toEqual({ kind: 'server' });
  });

  it('is a cluster of its own, run as postgres by root, when the server is not there or refuses', () => {
    for (const server of ['unreachable', 'refused'] as const) {
      expect(choosePostgres({ given: false, force: undefined, server, machine })).toEqual({
        kind: 'cluster',
        binDir: BIN,
        runAs: 'postgres',
      });
    }
  });

  it('is a cluster run as the user themself when not root', () => {
    expect(choosePostgres({ given: false, force: undefined, server: 'unreachable', machine: provided({ root: false }) })).toEqual({
      kind: 'cluster',
      binDir: BIN,
      runAs: null,
    });
  });

  it('is the cluster when KLUBBAN_TEST_POSTGRES=cluster, even with a server that would give a database', () => {
    expect(choosePostgres({ given: false, force: 'cluster', server: 'ok', machine })).toMatchObject({ kind: 'cluster' });
  });

  it('is none, with the reason, when nothing can give one', () => {
    expect(choosePostgres({ given: false, force: undefined, server: 'unreachable', machine: provided({ postgresBinDir: null }) })).toEqual({
      kind: 'none',
      reason: "the server at 127.0.0.1:5432 does not answer, and PostgreSQL's server programs (initdb, pg_ctl) are not installed",
    });
    expect(choosePostgres({ given: false, force: undefined, server: 'refused', machine: provided({ postgresUser: false }) })).toEqual({
      kind: 'none',
      reason:
        'the server at 127.0.0.1:5432 refused user postgres a database, and PostgreSQL refuses to run as root and there is no postgres user',
    });
    expect(choosePostgres({ given: false, force: 'server', server: 'unreachable', machine })).toEqual({
      kind: 'none',
      reason: 'the server at 127.0.0.1:5432 does not answer',
    });
  });
});

describe('what npm test does about it', () => {
  const none: PostgresChoice = { kind: 'none', reason: 'the server at 127.0.0.1:5432 does not answer' };

  it('runs when nothing is missing', () => {
    const machine = provided();
    expect(plan({ missing: missingPrograms(EVERY_STAGE, machine), postgres: { kind: 'server' }, machine })).toEqual({ kind: 'ready' });
  });

  it('installs the Debian packages itself as root with apt, PostgreSQL once', () => {
    const machine = fresh();
    expect(plan({ missing: missingPrograms(EVERY_STAGE, machine), postgres: none, machine })).toEqual({
      kind: 'install',
      packages: ['chromium-headless-shell', 'chromium', 'nginx', 'postgresql-client', 'postgresql'],
    });
  });

  it('stops with the one sudo command a user with sudo runs', () => {
    const machine = fresh({ root: false, sudo: true, postgresBinDir: BIN });
    const next = plan({ missing: missingPrograms(['e2e'], machine), postgres: { kind: 'server' }, machine });
    expect(next).toEqual({
      kind: 'stop',
      message:
        "npm test needs Chromium's headless shell (/usr/lib/chromium/chromium-headless-shell); Chromium (/usr/bin/chromium); nginx (/usr/sbin/nginx).\n" +
        'Run this, then npm test again:\n  sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium nginx',
    });
  });

  it('stops with su when there is no sudo, naming the PostgreSQL it could not have', () => {
    const machine = provided({ root: false, postgresBinDir: null });
    const next = plan({ missing: missingPrograms(['unit'], machine), postgres: none, machine });
    expect(next).toEqual({
      kind: 'stop',
      message:
        'npm test needs a PostgreSQL to test on: the server at 127.0.0.1:5432 does not answer.\n' +
        "Run this, then npm test again:\n  su -c 'apt-get update && apt-get install -y postgresql'",
    });
  });

  it('without apt, names a server to test on for PostgreSQL, and the paths for programs', () => {
    const noApt = provided({ root: false, apt: false });
    expect(plan({ missing: [], postgres: none, machine: noApt })).toMatchObject({
      kind: 'stop',
      message: expect.stringContaining('TEST_DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/postgres npm test'),
    });
    const lacksNginx = provided({ apt: false }, ['/usr/sbin/nginx']);
    expect(plan({ missing: missingPrograms(['e2e'], lacksNginx), postgres: { kind: 'server' }, machine: lacksNginx })).toEqual({
      kind: 'stop',
      message:
        'npm test needs nginx (/usr/sbin/nginx).\n' +
        "This machine has no apt-get: install the Debian packages' equivalents (nginx) so that the paths above exist, then npm test again.",
    });
  });

  it('on any machine: runs only with nothing missing, installs only as root with apt, and otherwise names every package in its command', () => {
    const machines = fc.record({
      absent: fc.subarray(['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/sbin/nginx', 'pg_dump']),
      postgresBinDir: fc.constantFrom(BIN, null),
      root: fc.boolean(),
      postgresUser: fc.boolean(),
      apt: fc.boolean(),
      sudo: fc.boolean(),
    });
    const runs = fc.record({
      machine: machines,
      stages: fc.subarray(EVERY_STAGE, { minLength: 1 }),
      given: fc.boolean(),
      server: fc.constantFrom('ok', 'unreachable', 'refused') as fc.Arbitrary<'ok' | 'unreachable' | 'refused'>,
    });
    fc.assert(
      fc.property(runs, ({ machine: described, stages, given, server }) => {
        const { absent, ...rest } = described;
        const machine = provided(rest, absent);
        const missing = missingPrograms(stages, machine);
        const usesPostgres = stages.includes('unit') || stages.includes('e2e');
        const postgres = usesPostgres ? choosePostgres({ given, force: undefined, server, machine }) : null;
        const next = plan({ missing, postgres, machine });
        const packages = [
          ...new Set([...missing.map((program) => program.debianPackage), ...(postgres?.kind === 'none' ? ['postgresql'] : [])]),
        ];
        if (packages.length === 0) return next.kind === 'ready';
        if (machine.root && machine.apt) return next.kind === 'install' && next.packages.join() === packages.join();
        if (next.kind !== 'stop') return false;
        return machine.apt ? next.message.endsWith(`apt-get install -y ${packages.join(' ')}${machine.sudo ? '' : "'"}`) : true;
      }),
    );
  });

  it('lists every program it knows with its Debian package', () => {
    expect(PROGRAMS.map((program) => program.debianPackage)).toEqual([
      'chromium-headless-shell',
      'chromium',
      'nginx',
      'postgresql-client',
      'postgresql',
    ]);
  });
});

describe('the one line npm test prints about it', () => {
  it('says what it installed and which throwaway PostgreSQL it made', () => {
    expect(
      describeProvision({
        installed: { packages: ['chromium', 'nginx'], seconds: 41 },
        postgres: { kind: 'server' },
        where: 'klubban_test_812 on 127.0.0.1:5432',
      }),
    ).toBe(
      'npm test installed chromium, nginx (apt-get, 41 s); made a throwaway database klubban_test_812 on 127.0.0.1:5432, dropped at the end.',
    );
    expect(
      describeProvision({ installed: null, postgres: { kind: 'cluster', binDir: BIN, runAs: 'postgres' }, where: '127.0.0.1:40111' }),
    ).toBe('npm test started a throwaway PostgreSQL cluster on 127.0.0.1:40111 (as user postgres), removed at the end.');
  });

  it('is no line when it provided nothing', () => {
    expect(describeProvision({ installed: null, postgres: { kind: 'given' }, where: null })).toBeNull();
    expect(describeProvision({ installed: null, postgres: null, where: null })).toBeNull();
  });
});
