import { getEnv } from '@/platform/env';
import type { Mailer, OutgoingEmail, SendStatus } from '@/platform/mailer';
import type { TemplateProps } from '../render';
import { renderEmailOffThread } from '../render-thread';

/**
 * Renders a template and hands it to the mailer; the props are kept as the outbox row's data. The
 * render runs in the e-mail render thread, off the web process's event loop (render-thread.ts).
 * While the built-in test provider serves, every mail says so (docs/decisions/0028).
 */
export async function sendEmail<T extends keyof TemplateProps>(
  mailer: Mailer,
  options: { template: T; to: string; props: TemplateProps[T]; jobId?: number; attachments?: OutgoingEmail['attachments'] },
): Promise<{ id: number; status: SendStatus }> {
  const { subject, html, text, headers } = await renderEmailOffThread(options.template, options.props, {
    paymentsPretend: getEnv().paymentMode === 'test',
  });
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
    attachments: options.attachments,
  });
}
