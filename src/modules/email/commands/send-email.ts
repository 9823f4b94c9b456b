import type { Mailer, SendStatus } from '@/platform/mailer';
import type { TemplateProps } from '../render';
import { renderEmailOffThread } from '../render-thread';

/**
 * Renders a template and hands it to the mailer; the props are kept as the outbox row's data. The
 * render runs in the e-mail render thread, off the web process's event loop (render-thread.ts).
 */
export async function sendEmail<T extends keyof TemplateProps>(
  mailer: Mailer,
  options: { template: T; to: string; props: TemplateProps[T]; jobId?: number },
): Promise<{ id: number; status: SendStatus }> {
  const { subject, html, text, headers } = await renderEmailOffThread(options.template, options.props);
  return mailer.send({
    template: options.template,
    to: options.to,
    subject,
    html,
    text,
    headers,
    // Round-trip through JSON so the stored data is exactly what jsonb keeps (dates become ISO strings).
    data: JSON.parse(JSON.stringify(options.props)) as Record<string, unknown>,
    jobId: options.jobId,
  });
}
