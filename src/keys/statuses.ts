/**
 * Every status and small enum the database, the server and the browser share, with no
 * dependency: the Drizzle schema builds its enums from these, and browser code imports them
 * without pulling the schema in. A status machine's transitions live in its module's domain/.
 */

/** A lot's life (docs/product.md §1): draft → scheduled → live → ended, or cancelled. */
export const AUCTION_STATUSES = ['draft', 'scheduled', 'live', 'ended', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

/** How an ended lot ended. */
export const AUCTION_OUTCOMES = ['sold', 'unsold'] as const;
export type AuctionOutcome = (typeof AUCTION_OUTCOMES)[number];

/** A bid stays stored when an admin removes it (kept for audit). */
export const BID_STATUSES = ['accepted', 'removed'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** A valuation request (docs/product.md §3). */
export const VALUATION_STATUSES = ['pending', 'rejected', 'accepted', 'waiting', 'published'] as const;
export type ValuationStatus = (typeof VALUATION_STATUSES)[number];

/** How a seller hands an object over. */
export const HANDOVERS = ['pickup', 'dropoff'] as const;
export type Handover = (typeof HANDOVERS)[number];

/**
 * An order's payment (docs/product.md §2): pending → paid → released; refunded when all of it went
 * back (decision 0041); an unpaid order may be cancelled (decision 0042).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'released', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A refund of an order (docs/decisions/0041): pending until the provider answers, then succeeded or failed. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A second-chance offer to the underbidder of a lot whose winner did not pay (docs/decisions/0042). */
export const SECOND_CHANCE_STATUSES = ['offered', 'accepted', 'declined', 'expired'] as const;
export type SecondChanceStatus = (typeof SECOND_CHANCE_STATUSES)[number];

/** An order's delivery (docs/product.md §2). */
export const DELIVERY_STATUSES = ['waiting', 'inStock', 'pickedUp', 'shippingBooked', 'done'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How an order's delivery became done (docs/decisions/0032). */
export const RECEIPT_SOURCES = ['buyer', 'tracking', 'auto', 'pickup'] as const;
export type ReceiptSource = (typeof RECEIPT_SOURCES)[number];

export const DELIVERY_METHODS = ['pickup', 'shipping'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'outbox'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** An upload (docs/product.md §9): receiving bytes over tus, then checked by content and ready or refused. */
export const UPLOAD_STATUSES = ['receiving', 'ready', 'refused'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** A seller's payout account at the payment provider (docs/product.md §9). */
export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'active'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** The studio's VAT model (docs/decisions/0045): agent in the seller's name, or commission agent under the margin scheme. */
export const VAT_MODELS = ['agent', 'margin'] as const;
export type VatModel = (typeof VAT_MODELS)[number];

/** Who sells a lot, for VAT: a private person, a VAT-registered business, or the studio's own stock. */
export const SELLER_VAT_STATUSES = ['private', 'business', 'studio'] as const;
export type SellerVatStatus = (typeof SELLER_VAT_STATUSES)[number];

/** A sale document's kind (docs/decisions/0045). */
export const SALE_DOCUMENT_KINDS = ['invoice', 'creditNote', 'statement'] as const;
export type SaleDocumentKind = (typeof SALE_DOCUMENT_KINDS)[number];
