import { readFileSync } from 'node:fs';
import { startServer, type RunningServer } from '../e2e/helpers';

/**
 * The server under test, started as a newcomer starts it (`npm start` → scripts/start.mjs, which
 * spawns the server process, server/serve.ts) and killed the way a crash kills it: SIGKILL to the
 * server process itself, the one holding the database and the data folder's lock (or to it and
 * start.mjs together). The next start is made the moment start.mjs has exited — no delay: the lock
 * is a socket the kernel takes away with the dead process (src/db/data-lock.mjs).
 */

/** The server process start.mjs spawned (its only child), from /proc. */
function serverPidOf(startPid: number): number {
  const children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  if (children.length !== 1) throw new Error(`start.mjs (pid ${startPid}) has ${children.length} children, expected its one server`);
  return children[0]!;
}

export class CrashServer {
  private running: RunningServer | null = null;

  constructor(
    private readonly env: Record<string, string>,
    readonly url: string,
  ) {}

  /** Starts the server and resolves once /api/health answers; throws when the start is refused. */
  async start(): Promise<void> {
    if (this.running) throw new Error('already running');
    const running = await startServer(this.env, { pollMs: 20, timeoutMs: 120_000 });
    this.running = running;
    // The answer came from this start, not from another program that took the port meanwhile.
    if (running.child.exitCode !== null)
      throw new Error(`start.mjs exited (${running.child.exitCode}) yet the port answered:\n${running.output()}`);
  }

  /** Whether start.mjs (and so its server) is still running, for messages. */
  state(): string {
    const child = this.running?.child;
    if (!child) return 'not started';
    return child.exitCode === null && child.signalCode === null ? 'running' : `exited (${child.exitCode ?? child.signalCode})`;
  }

  /**
   * SIGKILL to the server process (`server`: start.mjs sees it die and exits), or to it and
   * start.mjs at the same instant (`both`: as when a whole service is killed; the server may still
   * be dying when start.mjs is gone, and the next start is made then). Resolves once start.mjs has
   * exited; returns the moment of the kill (performance.now()).
   */
  async kill(mode: 'server' | 'both'): Promise<number> {
    const server = this.running;
    if (!server) throw new Error('not running');
    this.running = null;
    const startPid = server.child.pid!;
    const exited = new Promise<void>((resolve) =>
      server.child.exitCode !== null || server.child.signalCode !== null ? resolve() : server.child.once('exit', () => resolve()),
    );
    const pid = serverPidOf(startPid);
    const killedAt = performance.now();
    process.kill(pid, 'SIGKILL');
    if (mode === 'both') process.kill(startPid, 'SIGKILL');
    await exited;
    return killedAt;
  }

  /** Output of the running server (start.mjs and the server process). */
  output(): string {
    return this.running?.output() ?? '';
  }

  /** A clean stop (SIGTERM), for reading the database afterwards. */
  async stop(): Promise<void> {
    const server = this.running;
    this.running = null;
    if (server) await server.stop();
  }
}
