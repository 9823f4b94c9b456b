import { leadingBid } from '@/keys';
import { formatEndTime, formatEstimate, formatOre, formatSek } from '@/ui/format';

/**
 * The in-app twins of the e-mails about bidding, valuations and purchases (docs/product.md §5): pure
 * builders of the title, body and link that createNotification stores. The wording follows the
 * e-mails (templates in modules/email); AUCTION_LOST has no e-mail. Links are site paths, e.g.
 * lotPath() from catalog/domain/slug. `type` is free text in the database (no enum to migrate).
 */

export const NOTIFICATION_TYPES = {
  OUTBID: 'auction.outbid',
  AUCTION_WON: 'auction.won',
  AUCTION_LOST: 'auction.lost',
  WATCHLIST_24H: 'watchlist.24h',
  WATCHLIST_1H: 'watchlist.1h',
  VALUATION_RESPONSE: 'valuation.response',
  PURCHASE_PAID: 'order.paid',
  PAYMENT_REMINDER: 'order.payment-reminder',
  ITEM_SHIPPED: 'order.shipped',
  ORDER_REFUNDED: 'order.refunded',
  ORDER_PROBLEM_UPDATE: 'order.problem-update',
  WITHDRAWAL_RECEIVED: 'order.withdrawn',
  SAVED_SEARCH_MATCH: 'watchlist.saved-search',
  SALE_SOLD: 'sale.sold',
  SALE_UNSOLD: 'sale.unsold',
  SALE_PAID: 'sale.paid',
  SALE_PAID_OUT: 'sale.paid-out',
  SALE_REFUNDED: 'sale.refunded',
  ORDER_CANCELLED: 'order.cancelled',
  SECOND_CHANCE: 'order.second-chance',
  LOT_QUESTION_ANSWERED: 'lot.question-answered',
} as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/** What createNotification needs besides the user (and an optional data/dedupeKey). */
export interface NotificationMessage {
  type: NotificationType;
  title: string;
  body: string;
  href: string;
}

function quoted(title: string): string {
  return `”${title.trim()}”`;
}

/** "sön 29 nov 19:04" in Stockholm time, or null when the value is not a date. */
function formatTime(value: Date | string): string | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatEndTime(date);
}

/** " Avslutas sön 29 nov 19:04." – or nothing when the value is not a date. */
function endsSentence(endsAt: Date | string): string {
  const time = formatTime(endsAt);
  return time ? ` Avslutas ${time}.` : '';
}

function days(count: number): string {
  const whole = Math.max(1, Math.round(count));
  return whole === 1 ? '1 dag' : `${whole} dagar`;
}

export interface OutbidNotificationInput {
  lotTitle: string;
  /** The lot page, e.g. /auktioner/12-vas */
  lotUrl: string;
  /** Whole SEK, as every amount here. */
  currentPrice: number;
  nextMinimumBid: number;
  endsAt: Date | string;
  /**
   * Set when the bidder's own new maximum was outbid at once: the leader's maximum answered it
   * with an automatic bid at `currentPrice`. Their maximum, to say what they bid (whole SEK).
   */
  yourMaximum?: number;
}

/**
 * To a bidder who has just lost the lead, or whose new maximum was outbid at once by the leader's
 * automatic bid (then it says so: they bid their maximum, the automatic bid made the price).
 */
export function outbidNotification(input: OutbidNotificationInput): NotificationMessage {
  const what =
    input.yourMaximum === undefined
      ? `Priset är nu ${formatSek(input.currentPrice)}.`
      : `Ditt maxbud på ${formatSek(input.yourMaximum)} räckte inte: en annan budgivares maxbud svarade med ett automatiskt bud på ${formatSek(input.currentPrice)}.`;
  return {
    type: NOTIFICATION_TYPES.OUTBID,
    title: `Du har blivit överbjuden på ${quoted(input.lotTitle)}`,
    body: `${what} Lägg ett nytt maxbud på minst ${formatSek(input.nextMinimumBid)}.${endsSentence(input.endsAt)}`,
    href: input.lotUrl,
  };
}

export interface AuctionWonNotificationInput {
  lotTitle: string;
  hammerPrice: number;
  /** Hammer price plus buyer's premium. */
  total: number;
  paymentDueDays: number;
  /** The purchase; null links to the account page (/user). */
  orderUrl: string | null;
}

/** To the winner of a lot that was sold. */
export function auctionWonNotification(input: AuctionWonNotificationInput): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.AUCTION_WON,
    title: `Grattis! Du vann ${quoted(input.lotTitle)}`,
    body: `Klubbat för ${formatSek(input.hammerPrice)}. Betala ${formatSek(input.total)} inklusive slagavgift inom ${days(input.paymentDueDays)}.`,
    href: input.orderUrl ?? '/user',
  };
}

export interface AuctionLostNotificationInput {
  lotTitle: string;
  lotUrl: string;
  /** The price it was sold for; null when it closed unsold (the reserve was not met). */
  hammerPrice: number | null;
}

/**
 * To a bidder who did not win when a lot closed. With hammerPrice null (unsold) the message suits
 * every bidder on the lot, the last leader too.
 */
export function auctionLostNotification(input: AuctionLostNotificationInput): NotificationMessage {
  const title = quoted(input.lotTitle);
  return input.hammerPrice === null
    ? {
        type: NOTIFICATION_TYPES.AUCTION_LOST,
        title: `${title} såldes inte`,
        body: 'Auktionen avslutades utan att reservationspriset uppnåddes, så föremålet såldes inte.',
        href: input.lotUrl,
      }
    : {
        type: NOTIFICATION_TYPES.AUCTION_LOST,
        title: `Du vann tyvärr inte ${title}`,
        body: `Föremålet klubbades för ${formatSek(input.hammerPrice)}. Nya föremål går under klubban varje söndag.`,
        href: input.lotUrl,
      };
}

export interface WatchlistNotificationInput {
  lotTitle: string;
  lotUrl: string;
  /** Null while the lot has no bids. */
  currentPrice: number | null;
  startPrice: number;
  bidCount: number;
  endsAt: Date | string;
}

function watchlistBody(input: WatchlistNotificationInput): string {
  // The shown-price rule (src/keys/lot-price.ts): a leading bid once bid on, else the start price.
  const bid = leadingBid(input);
  const status =
    bid !== null
      ? `Priset är just nu ${formatSek(bid)} efter ${input.bidCount} bud.`
      : `Inga bud ännu – startpriset är ${formatSek(input.startPrice)}.`;
  return `${status}${endsSentence(input.endsAt)}`;
}

/** To a user watching a lot that ends in 24 hours. */
export function watchlist24hNotification(input: WatchlistNotificationInput): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.WATCHLIST_24H,
    title: `${quoted(input.lotTitle)} avslutas i morgon`,
    body: watchlistBody(input),
    href: input.lotUrl,
  };
}

/** To a user watching a lot that ends in one hour. */
export function watchlist1hNotification(input: WatchlistNotificationInput): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.WATCHLIST_1H,
    title: `${quoted(input.lotTitle)} avslutas om en timme`,
    body: watchlistBody(input),
    href: input.lotUrl,
  };
}

/**
 * The push (no notice, no e-mail) to a user watching a lot that ends in 15 minutes: what
 * public/sw.js shows, with the lot page to open.
 */
export function watchlist15mPush(input: WatchlistNotificationInput): { title: string; body: string; href: string } {
  return { title: `${quoted(input.lotTitle)} avslutas om 15 minuter`, body: watchlistBody(input), href: input.lotUrl };
}

export interface SavedSearchMatchNotificationInput {
  /** The saved search as it reads to the user (savedSearchLabel in the watchlist module). */
  searchLabel: string;
  lotTitle: string;
  lotUrl: string;
  /** Whole SEK; null while the lot has no bids. */
  currentPrice: number | null;
  startPrice: number;
  endsAt: Date | string;
}

/** To a user whose saved search a lot that has just gone live matches. */
export function savedSearchMatchNotification(input: SavedSearchMatchNotificationInput): NotificationMessage {
  const price =
    input.currentPrice !== null ? `Aktuellt pris ${formatSek(input.currentPrice)}.` : `Startpris ${formatSek(input.startPrice)}.`;
  return {
    type: NOTIFICATION_TYPES.SAVED_SEARCH_MATCH,
    title: `Ny träff för ”${input.searchLabel}”: ${quoted(input.lotTitle)}`,
    body: `${price}${endsSentence(input.endsAt)}`,
    href: input.lotUrl,
  };
}

export interface FollowedMakerNotificationInput {
  /** The maker as the user followed them ("Bertil Vallien"). */
  makerName: string;
  lotTitle: string;
  lotUrl: string;
  /** Whole SEK; null while the lot has no bids. */
  currentPrice: number | null;
  startPrice: number;
  endsAt: Date | string;
}

/**
 * To a user who follows the maker of a lot that has just gone live. The same kind as a saved search's
 * match (the same daily e-mail and push carry both).
 */
export function followedMakerNotification(input: FollowedMakerNotificationInput): NotificationMessage {
  const price =
    input.currentPrice !== null ? `Aktuellt pris ${formatSek(input.currentPrice)}.` : `Startpris ${formatSek(input.startPrice)}.`;
  return {
    type: NOTIFICATION_TYPES.SAVED_SEARCH_MATCH,
    title: `Nytt av ${input.makerName}: ${quoted(input.lotTitle)}`,
    body: `${price}${endsSentence(input.endsAt)}`,
    href: input.lotUrl,
  };
}

export interface ValuationResponseNotificationInput {
  title: string;
  decision: 'accept' | 'reject';
  /** Whole SEK, set when accepted. */
  estimateLow: number | null;
  estimateHigh: number | null;
}

/** To a seller when the studio has answered their valuation request (the twin of VALUATION_RESPONSE). */
export function valuationResponseNotification(input: ValuationResponseNotificationInput): NotificationMessage {
  const href = '/user#varderingar';
  if (input.decision === 'reject') {
    return {
      type: NOTIFICATION_TYPES.VALUATION_RESPONSE,
      title: `Svar på din värdering av ${quoted(input.title)}`,
      body: 'Vi tar tyvärr inte in föremålet den här gången. Läs vårt svar under Mina värderingar.',
      href,
    };
  }
  const estimate = formatEstimate(input.estimateLow, input.estimateHigh) ?? 'ett utrop';
  return {
    type: NOTIFICATION_TYPES.VALUATION_RESPONSE,
    title: `${quoted(input.title)} är värderad`,
    body: `Vi värderar föremålet till ${estimate}. Godkänn eller avböj erbjudandet under Mina värderingar.`,
    href,
  };
}

export interface PurchasePaidNotificationInput {
  lotTitle: string;
  /** What was paid, in öre (as every amount on an order). */
  totalOre: number;
  /** The buyer's order page, e.g. /user/kop/12 */
  orderUrl: string;
}

/** To a buyer whose payment was verified (the twin of PURCHASE_RECEIPT). */
export function purchasePaidNotification(input: PurchasePaidNotificationInput): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.PURCHASE_PAID,
    title: `Tack för din betalning för ${quoted(input.lotTitle)}`,
    body: `Vi har tagit emot ${formatOre(input.totalOre)}. Kvittot finns under ditt köp.`,
    href: input.orderUrl,
  };
}

export interface PaymentReminderNotificationInput {
  lotTitle: string;
  /** What is due now, in öre: hammer price plus premium. */
  totalOre: number;
  /** The payment deadline (ISO time, or a Date). */
  dueAt: Date | string;
  /** The buyer's order page, where they pay. */
  orderUrl: string;
}

/** To a buyer who has not paid three days after the end (the twin of PURCHASE_PAYMENT_REMINDER). */
export function paymentReminderNotification(input: PaymentReminderNotificationInput): NotificationMessage {
  const due = formatTime(input.dueAt);
  return {
    type: NOTIFICATION_TYPES.PAYMENT_REMINDER,
    title: `Påminnelse: betala ${quoted(input.lotTitle)}`,
    body: `Att betala: ${formatOre(input.totalOre)}.${due ? ` Betala senast ${due}.` : ''}`,
    href: input.orderUrl,
  };
}

/** To a buyer whose unpaid purchase was cancelled (the twin of ORDER_CANCELLED; docs/decisions/0042). */
export function orderCancelledNotification(input: { lotTitle: string; orderUrl: string; biddingBlocked: boolean }): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.ORDER_CANCELLED,
    title: `Köpet av ${quoted(input.lotTitle)} är avbrutet`,
    body: input.biddingBlocked
      ? 'Det betalades inte i tid. Ingen avgift tas ut. Du kan inte lägga bud förrän studion har hävt spärren.'
      : 'Det betalades inte i tid. Du behöver inte betala något och ingen avgift tas ut.',
    href: input.orderUrl,
  };
}

/** To the underbidder offered the lot at their own bid (the twin of SECOND_CHANCE_OFFER; docs/decisions/0042). */
export function secondChanceNotification(input: {
  lotTitle: string;
  /** Whole SEK. */
  amount: number;
  expiresAt: Date | string;
  offerUrl: string;
}): NotificationMessage {
  const until = formatTime(input.expiresAt);
  return {
    type: NOTIFICATION_TYPES.SECOND_CHANCE,
    title: `Du får köpa ${quoted(input.lotTitle)} för ditt bud`,
    body: `Vinnaren betalade inte. Köp för ${formatSek(input.amount)}.${until ? ` Svara senast ${until}.` : ''}`,
    href: input.offerUrl,
  };
}

export interface ItemShippedNotificationInput {
  lotTitle: string;
  /** The carrier as the studio named it, e.g. "PostNord". */
  carrier: string;
  trackingNumber: string;
  /** The buyer's order page, which links to the carrier's tracking page. */
  orderUrl: string;
}

/** To a buyer when the studio has shipped their purchase (the twin of ITEM_SHIPPED). */
export function itemShippedNotification(input: ItemShippedNotificationInput): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.ITEM_SHIPPED,
    title: `${quoted(input.lotTitle)} är på väg`,
    body: `Skickat med ${input.carrier.trim()}. Spårningsnummer: ${input.trackingNumber.trim()}.`,
    href: input.orderUrl,
  };
}

export interface OrderProblemUpdateNotificationInput {
  lotTitle: string;
  kind: 'answer' | 'resolved';
  /** The studio's words (the answer, or the note on its resolution). */
  message: string;
  /** The resolution as the buyer reads it, for `resolved`. */
  resolution: string | null;
  orderUrl: string;
}

/** The studio answered, or closed, a problem the buyer reported (docs/decisions/0044). */
export function orderProblemUpdateNotification(input: OrderProblemUpdateNotificationInput): NotificationMessage {
  const message = input.message.trim();
  return {
    type: NOTIFICATION_TYPES.ORDER_PROBLEM_UPDATE,
    title:
      input.kind === 'resolved' ? `Ärendet om ${quoted(input.lotTitle)} är avslutat` : `Studion har svarat om ${quoted(input.lotTitle)}`,
    body:
      input.kind === 'resolved' ? `${input.resolution ?? 'Avslutat'}.${message ? ` ${message}` : ''}`.slice(0, 280) : message.slice(0, 280),
    href: input.orderUrl,
  };
}

/**
 * The studio answered a question about a lot: to the asker ("your question"), or — when the answer
 * is public — to the lot's watchers. The in-app twin of LOT_QUESTION_ANSWERED; the asker is never named.
 */
export function lotQuestionAnsweredNotification(input: {
  lotTitle: string;
  lotUrl: string;
  answer: string;
  audience: 'asker' | 'watcher';
}): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.LOT_QUESTION_ANSWERED,
    title:
      input.audience === 'asker'
        ? `Studion har svarat på din fråga om ${quoted(input.lotTitle)}`
        : `Ny fråga och svar om ${quoted(input.lotTitle)}`,
    body: input.answer.trim().slice(0, 280),
    href: `${input.lotUrl}#fragor-och-svar`,
  };
}

/** To a buyer whose withdrawal notice the studio received (the twin of WITHDRAWAL_RECEIVED, docs/decisions/0043). */
export function withdrawalReceivedNotification(input: { lotTitle: string; refundOre: number; orderUrl: string }): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.WITHDRAWAL_RECEIVED,
    title: `Du har ångrat köpet av ${quoted(input.lotTitle)}`,
    body: `Skicka tillbaka föremålet så betalar vi tillbaka ${formatOre(input.refundOre)}. Instruktionerna finns i mejlet och under ditt köp.`,
    href: input.orderUrl,
  };
}

/** The seller's sales on the account page, where every seller notice leads. */
export const SELLER_SALES_PATH = '/user#mina-forsaljningar';
/** Where the seller sets up the payout account. */
export const PAYOUT_ACCOUNT_PATH = '/user#utbetalningar';

export interface SaleSoldNotificationInput {
  lotTitle: string;
  /** Whole SEK. */
  hammerPrice: number;
  payoutOre: number;
  /** Anything but active asks for the payout account now, and the notice leads there. */
  payoutAccount: 'none' | 'pending' | 'active';
}

/** The seller's lot sold (SALE_SOLD's twin). */
export function saleSoldNotification(input: SaleSoldNotificationInput): NotificationMessage {
  const ask = input.payoutAccount !== 'active';
  return {
    type: NOTIFICATION_TYPES.SALE_SOLD,
    title: `${quoted(input.lotTitle)} såldes för ${formatSek(input.hammerPrice)}`,
    body: `Du får ${formatOre(input.payoutOre)} när köparen har fått föremålet.${ask ? ' Lägg in ditt utbetalningskonto nu, så går pengarna till dig direkt.' : ''}`,
    href: ask ? PAYOUT_ACCOUNT_PATH : SELLER_SALES_PATH,
  };
}

/** The seller's lot ended unsold (SALE_UNSOLD's twin). */
export function saleUnsoldNotification(input: { lotTitle: string; reserveNotMet: boolean }): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.SALE_UNSOLD,
    title: `${quoted(input.lotTitle)} såldes inte`,
    body: `${input.reserveNotMet ? 'Budet nådde inte reservationspriset.' : 'Föremålet fick inga bud.'} Vi hör av oss om att lägga upp det igen eller att du hämtar det.`,
    href: SELLER_SALES_PATH,
  };
}

/** The buyer paid for the seller's lot (SALE_PAID's twin). */
export function salePaidNotification(input: { lotTitle: string; payoutOre: number; inspectionDays: number }): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.SALE_PAID,
    title: `Köparen har betalat för ${quoted(input.lotTitle)}`,
    body: `Du får ${formatOre(input.payoutOre)} när köparen har fått föremålet${input.inspectionDays > 0 ? ` och ${days(input.inspectionDays)} har gått` : ''}.`,
    href: SELLER_SALES_PATH,
  };
}

/** The seller's payout went out (SALE_PAID_OUT's twin). */
export function salePaidOutNotification(input: { lotTitle: string; payoutOre: number }): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.SALE_PAID_OUT,
    title: `${formatOre(input.payoutOre)} är utbetalt`,
    body: `Utbetalningen för ${quoted(input.lotTitle)} är på väg till ditt konto.`,
    href: SELLER_SALES_PATH,
  };
}

/**
 * To the seller when a refund to the buyer falls on their share (docs/decisions/0041): taken off the
 * payout to come, or owed and netted from the next; a whole refund undoes the sale.
 */
export function saleRefundedNotification(input: {
  lotTitle: string;
  sellerOre: number;
  whole: boolean;
  reason: string;
}): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.SALE_REFUNDED,
    title: input.whole ? `Köpet av ${quoted(input.lotTitle)} är återbetalt` : `Återbetalning på ${quoted(input.lotTitle)}`,
    body: `${
      input.whole
        ? 'Köparen har fått tillbaka hela beloppet, så du får ingen utbetalning för föremålet.'
        : `${formatOre(input.sellerOre)} dras från din utbetalning.`
    } Skäl: ${input.reason.trim()}`.slice(0, 280),
    href: SELLER_SALES_PATH,
  };
}

export interface OrderRefundedNotificationInput {
  lotTitle: string;
  /** What this refund gave back, öre. */
  amountOre: number;
  /** Everything the buyer paid went back. */
  whole: boolean;
  orderUrl: string;
}

/** To a buyer when money of their purchase went back to them (the twin of ORDER_REFUND; docs/decisions/0041). */
export function orderRefundedNotification(input: OrderRefundedNotificationInput): NotificationMessage {
  return {
    type: NOTIFICATION_TYPES.ORDER_REFUNDED,
    title: `${input.whole ? 'Köpet är återbetalt' : 'Pengar återbetalda'}: ${quoted(input.lotTitle)}`,
    body: `Vi har återbetalat ${formatOre(input.amountOre)} till samma betalsätt som du betalade med. Det kan ta några bankdagar innan pengarna syns.`,
    href: input.orderUrl,
  };
}
