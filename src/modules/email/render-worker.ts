import { parentPort } from 'node:worker_threads';
import { isImplementedTemplate, renderEmail, type EmailNotices, type RenderedEmail } from './render';

/**
 * The e-mail render thread (started by render-thread.ts): React and html-to-text run here, one
 * message at a time, instead of on the web process's event loop, which pushes live bids over SSE.
 * It renders one mail before it says it is ready, so loading React and the templates (hundreds of
 * milliseconds, once) happens here too, and a thread that cannot render never takes any work.
 */

export interface RenderRequest {
  id: number;
  template: string;
  props: Record<string, unknown>;
  notices?: EmailNotices;
}

export type RenderResponse =
  | { type: 'ready' }
  | { type: 'unusable'; error: string }
  | { type: 'rendered'; id: number; email: RenderedEmail }
  | { type: 'failed'; id: number; error: string };

const port = parentPort;
if (!port) throw new Error('render-worker runs only as a worker thread (see render-thread.ts)');

async function handle(request: RenderRequest): Promise<RenderResponse> {
  try {
    if (!isImplementedTemplate(request.template)) throw new Error(`unknown e-mail template ${request.template}`);
    // The props were checked by the caller's types for exactly this template.
    const email = await renderEmail(request.template, request.props as never, request.notices);
    return { type: 'rendered', id: request.id, email };
  } catch (error) {
    return { type: 'failed', id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

// The caller sends one request at a time; a queue here keeps them in order all the same.
let chain = Promise.resolve();
port.on('message', (request: RenderRequest) => {
  chain = chain.then(async () => port.postMessage(await handle(request)));
});

renderEmail('TEST_EMAIL', { sentAt: new Date(0) }).then(
  () => port.postMessage({ type: 'ready' } satisfies RenderResponse),
  (error: unknown) =>
    port.postMessage({ type: 'unusable', error: error instanceof Error ? error.message : String(error) } satisfies RenderResponse),
);
