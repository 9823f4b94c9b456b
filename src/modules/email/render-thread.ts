import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { getLogger } from '@/platform/logger';
import { processSingleton } from '@/platform/singleton';
import { renderEmail, type EmailNotices, type RenderedEmail, type TemplateProps } from './render';
import type { RenderRequest, RenderResponse } from './render-worker';

/**
 * Renders e-mails in one long-lived worker thread (render-worker.ts). A render is 2–5 ms of
 * synchronous CPU warm and hundreds of milliseconds the first time (loading React and the
 * templates); on the web process's one thread that delayed live bid updates to every SSE client.
 * Here the web thread only posts the props and receives three strings.
 *
 * Requests wait in a queue and go to the worker one at a time, each with a time-out; a worker that
 * times out, crashes or exits is replaced for the next request. Only when a worker cannot be started
 * at all (it fails or does not answer before it is ready) are mails rendered in this thread, one per
 * macrotask, and a new worker is tried again a minute later.
 *
 * The worker's file must exist at run time in all three ways the server code runs: bundled by
 * Turbopack (`next build`), which bundles `new Worker(new URL('./…', import.meta.url))`
 * as its own entry chunk; and unbundled under Vitest and tsx, where the entry is TypeScript source
 * that the thread loads through tsx (see runsUnbundled).
 */

/** Loading React and the templates plus one render, in a fresh thread: well under a second bundled, ~2 s through tsx. */
const START_TIMEOUT_MS = 30_000;
/** One render takes milliseconds; a worker that needs this long is stuck and is replaced. */
const RENDER_TIMEOUT_MS = 10_000;
/** After a worker could not be started, how long mails are rendered in this thread before the next try. */
const RETRY_START_AFTER_MS = 60_000;

interface Pending {
  request: RenderRequest;
  resolve(email: RenderedEmail): void;
  reject(error: Error): void;
}

export interface RenderThreadOptions {
  startTimeoutMs?: number;
  renderTimeoutMs?: number;
  retryStartAfterMs?: number;
  /** For tests: how the worker is made (default: the render-worker.ts entry). */
  createWorker?: () => Worker;
}

/**
 * Unbundled — under Vitest, or a script run with tsx — this file and the worker entry are
 * TypeScript source, and Node 20 gives a worker thread no TypeScript loader (neither tsx's
 * `--import` nor Vitest's transform carries over). Bundled by Turbopack, import.meta.url still
 * names the .ts source although the entry is JavaScript, so the URL cannot tell the cases apart.
 */
function runsUnbundled(): boolean {
  return Boolean(process.env.VITEST) || process.execArgv.some((arg) => arg.includes('tsx'));
}

function createRenderWorker(): Worker {
  const options = { name: 'klubban-email-render' };
  if (runsUnbundled()) {
    // The thread loads tsx first, then the entry through it (path aliases come from tsconfig.json).
    const entry = import.meta.url.replace(/[^/]+$/, 'render-worker.ts');
    const bootstrap = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
    return new Worker(bootstrap, { ...options, eval: true });
  }
  // Written out in one expression so that Turbopack recognises the entry and bundles it as a chunk of its own.
  return new Worker(new URL('./render-worker.ts', import.meta.url), options);
}

export class RenderThread {
  private worker: Worker | null = null;
  private state: 'stopped' | 'starting' | 'ready' = 'stopped';
  private readonly queue: Pending[] = [];
  private current: Pending | null = null;
  private timer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private inlineUntil = 0;
  private readonly startTimeoutMs: number;
  private readonly renderTimeoutMs: number;
  private readonly retryStartAfterMs: number;
  private readonly createWorker: () => Worker;

  constructor(options: RenderThreadOptions = {}) {
    this.startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
    this.renderTimeoutMs = options.renderTimeoutMs ?? RENDER_TIMEOUT_MS;
    this.retryStartAfterMs = options.retryStartAfterMs ?? RETRY_START_AFTER_MS;
    this.createWorker = options.createWorker ?? createRenderWorker;
  }

  /** Where mails are rendered now: in the worker, or in this thread after a worker could not be started. */
  get mode(): 'worker' | 'inline' {
    return Date.now() < this.inlineUntil ? 'inline' : 'worker';
  }

  render<T extends keyof TemplateProps>(template: T, props: TemplateProps[T], notices: EmailNotices = {}): Promise<RenderedEmail> {
    if (this.mode === 'inline') return renderInline(template, props, notices);
    return new Promise<RenderedEmail>((resolve, reject) => {
      this.queue.push({
        request: { id: this.nextId++, template, props: props as unknown as Record<string, unknown>, notices },
        resolve,
        reject,
      });
      this.pump();
    });
  }

  /** Stops the worker; queued and running renders fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.discard(new Error('the e-mail renderer was closed'));
    for (const pending of this.queue.splice(0)) pending.reject(new Error('the e-mail renderer was closed'));
    await worker?.terminate();
  }

  private pump(): void {
    if (this.current) return;
    if (this.queue.length === 0) {
      // Idle: the worker must not keep the process alive (a script or test that has finished).
      this.worker?.unref();
      return;
    }
    if (this.state === 'stopped') return this.start();
    if (this.state === 'starting' || !this.worker) return;
    const pending = this.queue.shift()!;
    this.current = pending;
    this.worker.ref();
    const worker = this.worker;
    this.timer = setTimeout(() => {
      if (this.current !== pending) return;
      this.current = null;
      pending.reject(new Error(`e-mail render timed out after ${this.renderTimeoutMs} ms (${pending.request.template})`));
      getLogger().warn(
        { template: pending.request.template, ms: this.renderTimeoutMs },
        'e-mail render timed out; replacing the render thread',
      );
      this.replace(worker);
    }, this.renderTimeoutMs);
    try {
      worker.postMessage(pending.request);
    } catch (error) {
      // Props that cannot be copied to another thread (a function, say): this request's fault alone.
      clearTimeout(this.timer);
      this.current = null;
      pending.reject(error instanceof Error ? error : new Error(String(error)));
      this.pump();
    }
  }

  private start(): void {
    this.state = 'starting';
    let worker: Worker;
    try {
      worker = this.createWorker();
    } catch (error) {
      this.startFailed(error);
      return;
    }
    this.worker = worker;
    const started = performance.now();
    this.timer = setTimeout(() => {
      if (this.worker === worker && this.state === 'starting') this.startFailed(new Error(`no answer in ${this.startTimeoutMs} ms`));
    }, this.startTimeoutMs);
    worker.on('message', (message: RenderResponse) => {
      if (this.worker !== worker) return;
      if (message.type === 'ready') {
        clearTimeout(this.timer);
        getLogger().info({ ms: Math.round(performance.now() - started) }, 'e-mail render thread ready');
        this.state = 'ready';
        this.pump();
        return;
      }
      if (message.type === 'unusable') {
        this.startFailed(new Error(message.error));
        return;
      }
      const pending = this.current;
      // An answer to a request that has already timed out is dropped.
      if (!pending || pending.request.id !== message.id) return;
      clearTimeout(this.timer);
      this.current = null;
      if (message.type === 'rendered') pending.resolve(message.email);
      else pending.reject(new Error(message.error));
      this.pump();
    });
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) => this.lost(worker, new Error(`the e-mail render thread exited (code ${code})`)));
  }

  /** The worker died (crash or exit): before it was ready, it cannot be started; after, the next request gets a new one. */
  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    if (this.state === 'starting') return this.startFailed(error);
    getLogger().warn({ err: error.message }, 'the e-mail render thread stopped; starting a new one');
    this.discard(error);
    this.pump();
  }

  private replace(worker: Worker): void {
    if (this.worker !== worker) return;
    this.discard(new Error('replaced'));
    this.pump();
  }

  /** Forgets the current worker (terminating it) and fails the request it was working on. */
  private discard(error: Error): void {
    clearTimeout(this.timer);
    const worker = this.worker;
    this.worker = null;
    this.state = 'stopped';
    if (worker) {
      worker.removeAllListeners('message');
      void worker.terminate();
    }
    const pending = this.current;
    this.current = null;
    pending?.reject(error);
  }

  /** No worker could be started: render what waits, and all mail for a while, in this thread. */
  private startFailed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    getLogger().error(
      { err: message, retryInMs: this.retryStartAfterMs },
      'the e-mail render thread could not be started; rendering in the web process',
    );
    this.discard(new Error(message));
    this.inlineUntil = Date.now() + this.retryStartAfterMs;
    for (const pending of this.queue.splice(0)) {
      renderInline(pending.request.template as keyof TemplateProps, pending.request.props as never, pending.request.notices).then(
        pending.resolve,
        pending.reject,
      );
    }
  }
}

/** The fallback: in this thread, but each mail in its own macrotask, never several back to back. */
let inlineChain: Promise<unknown> = Promise.resolve();
function renderInline<T extends keyof TemplateProps>(
  template: T,
  props: TemplateProps[T],
  notices: EmailNotices = {},
): Promise<RenderedEmail> {
  const result = inlineChain.then(async () => {
    await nextMacrotask();
    return renderEmail(template, props, notices);
  });
  inlineChain = result.catch(() => undefined);
  return result;
}

/**
 * The process's one render thread, on globalThis: the build bundles the scheduler (instrumentation)
 * and the route handlers apart and may hold this module more than once; they share one worker.
 */
export function getRenderThread(): RenderThread {
  return processSingleton('RenderThread', () => new RenderThread());
}

/** Renders a template in the render thread: subject, HTML and plain text, as `renderEmail` does. */
export function renderEmailOffThread<T extends keyof TemplateProps>(
  template: T,
  props: TemplateProps[T],
  notices: EmailNotices = {},
): Promise<RenderedEmail> {
  // `next dev` renders in this thread, so an edited template shows in the next mail (a worker keeps
  // the code it started with); nobody's live bids wait on a development server.
  if (process.env.NODE_ENV === 'development') return renderEmail(template, props, notices);
  return getRenderThread().render(template, props, notices);
}
