import type { DbOrTx } from '@/db/client';
import { valuations } from '../tables';
import { CATEGORY_LABELS } from '@/keys';
import { emailSendJob } from '@/modules/email/server';
import { claimUploads } from '@/modules/uploads/server';
import { PendingServerEvents } from '@/platform/analytics';
import { getEnv } from '@/platform/env';
import { enqueueJob, type JobInput } from '@/platform/jobs';
import type { SubmitValuationInput } from '../schema';
import { studioAdminIds } from '@/modules/accounts/server';
import { MY_VALUATIONS_PATH, adminValuationPath, sellerContact, type ValuationRow } from './common';
import { valuationDetails } from '../queries/view';

/**
 * SUBMIT_VALUATION_REQUEST (docs/product.md §9): a new request, `pending`, with the seller's own finished
 * uploads as its photos (another user's key is NOT_FOUND); the studio is mailed the request (its
 * inbox, or every admin) and the seller a receipt, all in one transaction; the analytics event
 * (no seller in it) goes once it has committed.
 */
export async function submitValuation(
  db: DbOrTx,
  sellerId: string,
  input: SubmitValuationInput,
): Promise<{ valuation: { id: number; status: 'pending' } }> {
  const analytics = new PendingServerEvents();
  const submitted = await db.transaction(async (tx) => {
    const images = await claimUploads(tx, { ownerId: sellerId, keys: input.images });
    const [row] = await tx
      .insert(valuations)
      .values({
        sellerId,
        title: input.title,
        description: input.description,
        category: input.category,
        dimensions: input.dimensions ?? null,
        condition: input.condition ?? null,
        maker: input.maker ?? null,
        hopedPrice: input.hopedPrice ?? null,
        handover: input.handover,
        pickupAddress: input.handover === 'pickup' ? (input.pickupAddress ?? null) : null,
        images: images.map((image) => ({ ...image, alt: image.alt || input.title })),
        status: 'pending',
      })
      .returning();
    await enqueueJob(tx, await requestMails(tx, row!));
    analytics.add('valuation submitted', { valuation_id: row!.id, category: row!.category, image_count: row!.images.length });
    return { valuation: { id: row!.id, status: 'pending' as const } };
  });
  analytics.send();
  return submitted;
}

/** VALUATION_REQUEST to the studio (its inbox, or each admin) and the same template as the seller's receipt. */
async function requestMails(tx: DbOrTx, row: ValuationRow): Promise<JobInput[]> {
  const seller = await sellerContact(tx, row.sellerId);
  const base = {
    valuationId: row.id,
    title: row.title,
    category: CATEGORY_LABELS[row.category],
    description: row.description,
    ...valuationDetails(row),
    imageCount: row.images.length,
    sellerName: seller.name,
    sellerEmail: seller.email,
  };
  const studioProps = { ...base, audience: 'studio', url: adminValuationPath(row.id) };
  const inbox = getEnv().KLUBBAN_STUDIO_EMAIL;
  const studio = inbox
    ? [
        emailSendJob.job(
          { template: 'VALUATION_REQUEST', to: inbox, props: studioProps },
          { uniqueKey: `email:valuation-request:${row.id}:studio` },
        ),
      ]
    : (await studioAdminIds(tx)).map((userId) =>
        emailSendJob.job(
          { template: 'VALUATION_REQUEST', userId, props: studioProps },
          { uniqueKey: `email:valuation-request:${row.id}:studio:${userId}` },
        ),
      );
  return [
    ...studio,
    emailSendJob.job(
      { template: 'VALUATION_REQUEST', userId: row.sellerId, props: { ...base, audience: 'seller', url: MY_VALUATIONS_PATH } },
      { uniqueKey: `email:valuation-request:${row.id}:seller` },
    ),
  ];
}
