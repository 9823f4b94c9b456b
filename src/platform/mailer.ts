import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { createTransport, type Transporter } from 'nodemailer';
import { getDb } from '@/platform/database';
import type { Db, DbOrTx } from '@/db/client';
import { emailOutbox } from '@/platform/tables';
import { getEnv } from './env';
import { getLogger } from './logger';
import { countEmail } from './metrics';
import { peekProcessSingleton, setProcessSingleton } from './singleton';

/**
 * The one mailer. Every e-mail is first written to `email_outbox`: with no SMTP configured, as
 * 'outbox' for admins to read; else as 'queued', then sent over SMTP ('sent' or 'failed'). The SMTP
 * send happens outside any database transaction. A job's e-mail has one row, whatever happens: a
 * job run again after a crash sends it only if its earlier run had not (over SMTP, a crash between
 * the server's acceptance and the row's 'sent' can still send it twice: SMTP has no idempotency).
 */

export interface OutgoingEmail {
  /** The template's name (the email module's EmailTemplateName; the transport does not need to know them). */
  template: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Headers of the template's own (List-Unsubscribe); the mailer adds its X-Klubban ones. */
  headers?: Record<string, string>;
  /** What the e-mail was rendered from (kept in the outbox for admins and re-sends). */
  data?: Record<string, unknown>;
  /** The `email.send` job sending it: at most one outbox row per job, however often it runs. */
  jobId?: number;
  /** Files sent with it (a sale document's PDF); the outbox keeps their names. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export type SendStatus = 'sent' | 'outbox' | 'failed';

export interface Mailer {
  /** Never throws for an SMTP failure: the result says 'failed' and the outbox row has the error. */
  send(email: OutgoingEmail): Promise<{ id: number; status: SendStatus }>;
}

export const DEFAULT_MAIL_FROM = 'Klubban <no-reply@klubban.se>';

export function createMailer(options: { db: DbOrTx; smtpUrl?: string; from: string }): Mailer {
  const { db, smtpUrl, from } = options;
  if (smtpUrl && db instanceof PgTransaction) {
    // The SMTP round trip would keep the caller's transaction (and its locks) open.
    throw new Error('createMailer: pass the database, not a transaction, when SMTP is configured');
  }
  let transport: Transporter | null = null;

  const setStatus = async (id: number, values: { status: SendStatus; sentAt?: Date; error?: string }) => {
    await db.update(emailOutbox).set(values).where(eq(emailOutbox.id, id));
  };

  return {
    async send(email) {
      // Without SMTP the outbox is the e-mail's destination: one statement writes it whole, so a
      // crash never leaves a half-written row. A job's e-mail is written once per job (job_id is
      // unique): the job run again after its server was killed finds its e-mail already there.
      const [row] = await db
        .insert(emailOutbox)
        .values({
          template: email.template,
          toAddress: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          data: email.attachments?.length ? { ...email.data, attachments: email.attachments.map((a) => a.filename) } : (email.data ?? {}),
          status: smtpUrl ? 'queued' : 'outbox',
          jobId: email.jobId ?? null,
        })
        .onConflictDoNothing({ target: emailOutbox.jobId })
        .returning({ id: emailOutbox.id });
      let id: number;
      if (row) {
        id = row.id;
      } else {
        const [earlier] = await db
          .select({ id: emailOutbox.id, status: emailOutbox.status })
          .from(emailOutbox)
          .where(eq(emailOutbox.jobId, email.jobId!));
        if (!earlier) throw new Error(`email_outbox: no row for job ${email.jobId}`);
        // Delivered (or kept) already: not again. Queued or failed: its send did not finish; try it.
        if (earlier.status === 'sent' || earlier.status === 'outbox') return { id: earlier.id, status: earlier.status };
        id = earlier.id;
        if (!smtpUrl) await setStatus(id, { status: 'outbox' });
      }

      if (!smtpUrl) {
        countEmail('outbox');
        return { id, status: 'outbox' };
      }

      try {
        // Bounded waits: a hung SMTP server must not hold a caller for nodemailer's 10-minute default.
        transport ??= createTransport(withTimeouts(smtpUrl));
        await transport.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: { ...email.headers, 'X-Klubban-Template': email.template, 'X-Klubban-Email-Id': String(id) },
          ...(email.attachments?.length ? { attachments: email.attachments } : {}),
        });
        countEmail('sent');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        countEmail('failed');
        getLogger().error({ err: error, emailId: id, template: email.template }, 'e-mail send failed');
        try {
          await setStatus(id, { status: 'failed', error: message });
        } catch (updateError) {
          getLogger().error({ err: updateError, emailId: id }, 'could not mark e-mail as failed');
        }
        return { id, status: 'failed' };
      }

      try {
        await setStatus(id, { status: 'sent', sentAt: new Date() });
      } catch (updateError) {
        // The message has left; report it as sent even though the row still says 'queued'.
        getLogger().error({ err: updateError, emailId: id }, 'e-mail sent but could not be marked as sent');
      }
      return { id, status: 'sent' };
    },
  };
}

type ProcessMailer = { db: Db; mailer: Mailer };

/** The process mailer, from the environment and the process database (recreated if that changes). */
export async function getMailer(): Promise<Mailer> {
  const db = await getDb();
  let current = peekProcessSingleton<ProcessMailer>('Mailer');
  if (current?.db !== db) {
    const env = getEnv();
    current = { db, mailer: createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM }) };
    setProcessSingleton('Mailer', current);
  }
  return current.mailer;
}

/** Adds connection/greeting/socket time-outs (ms) to an SMTP URL unless it names its own. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of [
    ['connectionTimeout', '15000'],
    ['greetingTimeout', '15000'],
    ['socketTimeout', '30000'],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}
