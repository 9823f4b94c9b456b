import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/modules/accounts/tables';
import { imageUrl } from '@/modules/uploads';
import { orderMessages, type orders } from '../tables';
import { PROBLEM_RESOLUTION_LABELS, isProblemOpen, type ProblemResolution } from '../domain/problem';

export interface ProblemMessageView {
  id: number;
  /** Written by the studio; otherwise by the buyer. */
  fromStudio: boolean;
  /** The writer's name as the studio sees it (the buyer's page says "Du" and "Studion"). */
  authorName: string | null;
  body: string;
  /** Private photos, served to the buyer and the studio only (`/api/uploads/<key>/…`). */
  images: { thumbUrl: string; fullUrl: string; width: number; height: number }[];
  createdAt: string;
}

/** A reported problem's thread and its state (docs/decisions/0044); null when none was ever reported. */
export interface ProblemThreadView {
  open: boolean;
  reportedAt: string;
  resolvedAt: string | null;
  resolution: ProblemResolution | null;
  resolutionLabel: string | null;
  resolutionNote: string | null;
  messages: ProblemMessageView[];
}

type ProblemColumns = Pick<
  typeof orders.$inferSelect,
  'id' | 'problemReportedAt' | 'problemMessage' | 'problemResolvedAt' | 'problemResolution' | 'problemResolutionNote'
>;

/** The order's problem thread, oldest message first; a report from before threads existed is its first message. */
export async function problemThreadOf(db: DbOrTx, order: ProblemColumns): Promise<ProblemThreadView | null> {
  if (!order.problemReportedAt) return null;
  const rows = await db
    .select({ message: orderMessages, authorName: users.name })
    .from(orderMessages)
    .leftJoin(users, eq(users.id, orderMessages.authorId))
    .where(eq(orderMessages.orderId, order.id))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  const messages: ProblemMessageView[] = rows.map(({ message, authorName }) => ({
    id: message.id,
    fromStudio: message.fromStudio,
    authorName,
    body: message.body,
    images: message.images.map((image) => ({
      thumbUrl: imageUrl(image, 'thumb'),
      fullUrl: imageUrl(image, 'full'),
      width: image.width,
      height: image.height,
    })),
    createdAt: message.createdAt.toISOString(),
  }));
  if (messages.length === 0 && order.problemMessage) {
    messages.push({
      id: 0,
      fromStudio: false,
      authorName: null,
      body: order.problemMessage,
      images: [],
      createdAt: order.problemReportedAt.toISOString(),
    });
  }
  return {
    open: isProblemOpen(order),
    reportedAt: order.problemReportedAt.toISOString(),
    resolvedAt: order.problemResolvedAt?.toISOString() ?? null,
    resolution: order.problemResolution,
    resolutionLabel: order.problemResolution ? PROBLEM_RESOLUTION_LABELS[order.problemResolution] : null,
    resolutionNote: order.problemResolutionNote,
    messages,
  };
}
