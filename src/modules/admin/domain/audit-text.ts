import { CATEGORY_LABELS } from '@/keys';
import { AUCTION_STATUS_LABELS } from '@/modules/auctions';
import { DELIVERY_LABELS } from '@/modules/orders';
import { ADMIN_PAYMENT_LABELS, DELIVERY_METHOD_LABELS, RECEIVED_BY_LABELS } from '@/modules/orders/components/admin-order-text';
import { VALUATION_STATUS_LABELS } from '@/modules/valuations';
import { formatOre, formatSek } from '@/ui/format';

/**
 * The audit log in the studio's words (pure; no I/O). An audit row stores the connector action's
 * name, the entity and its fields before and after as the commands wrote them (src/platform/audit.ts);
 * the console shows a Swedish sentence for the action ("Betalade ut till säljaren"), the entity
 * ("Köp 12") and each changed field as "Label: before → after" with labels, kronor, dates in
 * Stockholm time and yes/no — never a code, an öre amount or JSON. The raw row stays behind the
 * page's "Visa tekniska detaljer".
 *
 * Every action name the server can record has a sentence here: any connector action run by an admin
 * is recorded under its own name, and the server's own changes under their system action's name.
 * src/server/audit-actions.test.ts enumerates both from the source and fails on a missing one.
 */

/** An audit row as the log reads it (AuditLogEntry's fields that the words depend on). */
export interface AuditRow {
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What the words need from outside the row: people's names by user id, e-mail templates' names. */
export interface AuditLookups {
  userNames?: ReadonlyMap<string, string>;
  emailTemplates?: Readonly<Record<string, string>>;
}

/** One changed field: its Swedish label and its values as text (null: not set on that side). */
export interface AuditChangeLine {
  /** The field's path in the row ("shippingInfo.carrier"), for keys and tests. */
  path: string;
  label: string;
  /** Null when the row names the field only after the change (it was set, not changed). */
  before: string | null;
  after: string;
}

export interface AuditText {
  sentence: string;
  /** "Köp 12", "Auktion 5", a user's name. */
  entity: string;
  /** Where the console shows the entity, when it has a page. */
  href: string | null;
  changes: AuditChangeLine[];
}

/** A sentence, or one that depends on the row (with the words for the action filter, where no row is at hand). */
type Sentence = string | { any: string; of: (row: AuditRow) => string };

const flag = (row: AuditRow, field: string): unknown => row.after?.[field];

/**
 * The sentence of each action, as the studio would say what was done (the actor is shown beside it).
 * Reading actions write nothing today; they have words all the same, so an action that starts to
 * change something is never shown as a code.
 */
export const AUDIT_ACTION_SENTENCES: Readonly<Record<string, Sentence>> = {
  // The server's own changes (systemAction).
  AUTO_RELEASE_FUNDS: 'Betalade automatiskt ut till säljaren',
  AUTO_RECEIPT: 'Räknade frakten som mottagen (ingen anmälan efter frakten)',
  // The provider's webhook settled a refund whose answer had not come (docs/decisions/0041).
  REFUND_SETTLED: 'Betaltjänsten bekräftade en återbetalning',
  // A winner who does not pay (docs/decisions/0042).
  AUTO_CANCEL_ORDER: 'Avbröt automatiskt ett obetalt köp',
  BLOCK_BIDDING: 'Spärrade budgivning efter obetalda köp',
  // A seed text brought up to date where the studio never edited it (docs/decisions/0043).
  REVISE_CONTENT_SEED: 'Uppdaterade en oredigerad standardtext',
  // The buyer's own step that the seller's money depends on (docs/decisions/0032).
  CONFIRM_RECEIPT: 'Köparen bekräftade att föremålet har kommit fram',
  // The buyer's withdrawal ("Ångra köp", docs/decisions/0043).
  WITHDRAW_ORDER: 'Köparen ångrade köpet',

  // Accounts and the team.
  ACCEPT_TEAM_INVITE: 'Tackade ja till inbjudan till teamet',
  INVITE_TO_TEAM: {
    any: 'Bjöd in till teamet eller ett samarbete',
    of: (row) => (flag(row, 'kind') === 'collaboration' ? 'Bjöd in till ett samarbete' : 'Bjöd in till teamet'),
  },
  REVOKE_TEAM_INVITE: 'Drog tillbaka en inbjudan',
  LIST_TEAM_INVITES: 'Visade inbjudningarna till teamet',
  LIST_USERS: 'Visade användarna',
  GET_USER: 'Visade en användare',
  REVOKE_USER_SESSIONS: 'Loggade ut användaren överallt',
  SET_USER_ADMIN: {
    any: 'Ändrade administratörsbehörighet',
    of: (row) => (flag(row, 'admin') === false ? 'Tog bort administratörsbehörigheten' : 'Gjorde användaren till administratör'),
  },
  SET_USER_DISABLED: {
    any: 'Spärrade eller öppnade ett konto',
    of: (row) => (flag(row, 'disabled') === false ? 'Öppnade kontot igen' : 'Spärrade kontot'),
  },
  UPDATE_PROFILE: 'Ändrade sin profil',
  requestPasswordReset: 'Bad om ett nytt lösenord',

  // The console itself.
  ADMIN_SEARCH: 'Sökte i konsolen',
  GET_DASHBOARD: 'Visade översikten',
  LIST_AUDIT_LOG: 'Visade loggen',
  LIST_JOBS: 'Visade jobben',
  RUN_SCHEDULED_JOB: 'Körde ett schemalagt jobb',

  // Lots.
  CLEAR_ENDED: 'Arkiverade en avslutad auktion',
  COMPLETE_AUCTION: 'Avslutade auktionen',
  END_AUCTION_NOW: 'Avslutade auktionen i förväg (utan bud)',
  CREATE_AUCTION_FROM_ITEM: 'Skapade en auktion av föremålet',
  CREATE_AUCTION_WITH_ITEM: {
    any: 'Skapade en auktion med ett nytt föremål',
    of: (row) => (row.entityType === 'item' ? 'Lade in ett nytt föremål' : 'Skapade en auktion'),
  },
  GET_ADMIN_AUCTION: 'Visade en auktion',
  HIDE_FROM_ARCHIVE: {
    any: 'Dolde eller visade ett föremål bland sålda föremål',
    of: (row) =>
      flag(row, 'archiveHidden') === false ? 'Visade föremålet bland sålda föremål igen' : 'Dolde föremålet bland sålda föremål',
  },
  LIST_ADMIN_AUCTIONS: 'Visade auktionerna',
  PUBLISH_AUCTION: 'Publicerade auktionen',
  RELIST_AUCTION: 'Lade ut föremålet på nytt',
  REORDER_LOTS: 'Ändrade ordningen i söndagsauktionen',
  RUN_AUKTIONSE_SYNC_UPDATES: 'Körde exportflödet till auktionssajter',
  RUN_COMPLETE_AUCTIONS: 'Avslutade auktioner vars tid hade gått ut',
  RUN_SEARCH_BACKFILL_AUCTIONS: 'Byggde om sökindexet för auktioner',
  UPDATE_AUCTION_INFO: 'Ändrade auktionen',

  // Bids.
  ADMIN_PREVIEW_REMOVE_BID: 'Förhandsgranskade att ta bort ett bud',
  ADMIN_REMOVE_BID: 'Tog bort ett bud',
  BID_ON_AUCTION: 'Lade ett bud',
  BUY_NOW: 'Köpte med Köp nu',

  // The catalogue.
  CREATE_ITEM: 'Lade in ett nytt föremål',
  GET_ITEM: 'Visade ett föremål',
  UPDATE_ITEM: 'Ändrade föremålet',

  // Content.
  DELETE_BLOCK: 'Tog bort ett block på sidan',
  DUPLICATE_BLOCK: 'Kopierade ett block på sidan',
  GET_BLOCK: 'Visade ett block',
  GET_PAGE: 'Visade en sida',
  LIST_BARRIER_REPORTS: 'Visade rapporterna om tillgänglighet',
  LIST_CONTENT_VERSIONS: 'Visade sidans versioner',
  MOVE_BLOCK: 'Flyttade ett block på sidan',
  PING_CONTENT_EDITOR: 'Redigerade sidan',
  PUBLISH_CONTENT: 'Publicerade sidan',
  REPORT_BARRIER: 'Rapporterade ett tillgänglighetsproblem',
  RESOLVE_BARRIER_REPORT: 'Markerade en tillgänglighetsrapport som hanterad',
  RESTORE_CONTENT_VERSION: 'Återställde en tidigare version av sidan',
  SAVE_BLOCK: 'Sparade ett block på sidan',

  // E-mail.
  RESEND_EMAIL: 'Skickade ett mejl igen',
  SEND_TEST_EMAIL: 'Skickade ett testmejl',

  // Newsletter.
  EARLY_ACCESS_SIGNUP: 'Anmälde sig till förhandsvisningen',
  EARLY_ACCESS_UNSUBSCRIBE: 'Avanmälde sig från förhandsvisningen',
  NEWSLETTER_CONFIRM: 'Bekräftade nyhetsbrevet',
  NEWSLETTER_SUBSCRIBE: 'Prenumererade på nyhetsbrevet',
  NEWSLETTER_UNSUBSCRIBE: 'Slutade prenumerera på nyhetsbrevet',
  SUBSCRIBE: 'Prenumererade på nyhetsbrevet när kontot skapades',

  // Notifications.
  GET_PUSH_SUBSCRIPTION: 'Visade sina pushnotiser',
  MARK_ALL_NOTIFICATIONS_READ: 'Markerade alla notiser som lästa',
  MARK_NOTIFICATION_READ: 'Markerade en notis som läst',
  SUBSCRIBE_PUSH: 'Slog på pushnotiser',
  UNSUBSCRIBE_PUSH: 'Slog av pushnotiser',

  // Orders and payments.
  CANCEL_ORDER: 'Avbröt ett obetalt köp',
  OFFER_SECOND_CHANCE: 'Erbjöd näst högsta budgivaren köpet',
  ACCEPT_SECOND_CHANCE: 'Tackade ja till andra chansen',
  DECLINE_SECOND_CHANCE: 'Tackade nej till andra chansen',
  LIST_MY_SECOND_CHANCES: 'Visade sina erbjudanden',
  LIFT_BIDDING_BLOCK: 'Hävde spärren mot budgivning',
  CREATE_CHECKOUT_SESSION: 'Gick till betalning',
  GET_ADMIN_ORDER: 'Visade ett köp',
  GET_ORDER: 'Visade sitt köp',
  LIST_MY_ORDERS: 'Visade sina köp',
  LIST_ORDERS: 'Visade köpen',
  MARK_AS_SHIPPED: 'Bokade frakt och mejlade spårningslänken',
  REFUND_ORDER: 'Återbetalade pengar till köparen',
  RELEASE_FUNDS: 'Betalade ut till säljaren',
  RECORD_WITHDRAWAL: 'Registrerade ett ångrat köp som kom via e-post',
  MARK_WITHDRAWAL_RETURNED: 'Markerade att föremålet från ett ångrat köp är tillbaka',
  REPORT_ORDER_PROBLEM: 'Rapporterade ett problem med köpet',
  POST_ORDER_MESSAGE: 'Skrev till studion om ett rapporterat problem',
  ANSWER_ORDER_PROBLEM: 'Svarade köparen om ett rapporterat problem',
  RESOLVE_ORDER_PROBLEM: 'Avslutade ett rapporterat problem',
  RUN_PURCHASE_REMINDER: 'Skickade betalningspåminnelser',
  SET_DELIVERY_STATUS: 'Flyttade leveransen ett steg',
  SET_SHIPPING_INFO: 'Lade in fraktbolag och kollinummer',
  CREATE_ACCOUNT_LINK: 'Öppnade registreringen för utbetalningar',
  CREATE_DASHBOARD_LINK: 'Öppnade översikten för utbetalningar',
  GET_PAYOUT_ACCOUNT: 'Visade utbetalningskontot',

  // Valuations.
  ANSWER_VALUATION_REQUEST: {
    any: 'Svarade på en värdering',
    of: (row) => (flag(row, 'status') === 'rejected' ? 'Avböjde värderingen' : 'Värderade föremålet'),
  },
  CREATE_ITEM_FROM_VALUATION: 'Skapade ett föremål av värderingen',
  GET_VALUATION: 'Visade en värdering',
  LIST_MY_VALUATIONS: 'Visade sina värderingar',
  LIST_VALUATIONS: 'Visade värderingarna',
  SEND_SELLER_REMINDER: 'Påminde säljaren om värderingen',
  SET_VALUATION_STATUS: 'Ändrade värderingens status',
  SUBMIT_VALUATION_REQUEST: 'Skickade in en värdering',
  UPDATE_VALUATION_INFO: 'Rättade uppgifterna i värderingen',

  // Questions about a lot.
  ASK_LOT_QUESTION: 'Ställde en fråga om ett föremål',
  ANSWER_LOT_QUESTION: {
    any: 'Svarade på en fråga om ett föremål',
    of: (row) =>
      flag(row, 'public') === true
        ? 'Svarade på en fråga om ett föremål, för alla'
        : 'Svarade på en fråga om ett föremål, bara till den som frågade',
  },
  GET_LOT_QUESTION: 'Visade en fråga om ett föremål',
  LIST_MY_LOT_QUESTIONS: 'Visade sina frågor om ett föremål',

  // Watchlist and saved searches.
  ADD_TO_WATCHLIST: 'Bevakade en auktion',
  DELETE_SAVED_SEARCH: 'Tog bort en sparad sökning',
  LIST_SAVED_SEARCHES: 'Visade sina sparade sökningar',
  FOLLOW_MAKER: 'Följde en formgivare eller konstnär',
  UNFOLLOW_MAKER: 'Slutade följa en formgivare eller konstnär',
  LIST_FOLLOWED_MAKERS: 'Visade sina följda formgivare och konstnärer',
  REMOVE_FROM_WATCHLIST: 'Slutade bevaka en auktion',
  RUN_WATCHLIST_REMINDER: 'Skickade påminnelser om bevakade auktioner',
  SAVE_SEARCH: 'Sparade en sökning',
  SET_SAVED_SEARCH_MAIL: 'Ändrade mejl för en sparad sökning',
  STOP_SAVED_SEARCH_MAIL: 'Stoppade mejl för en sparad sökning',
};

const sentenceOf = (action: string): Sentence | undefined =>
  Object.hasOwn(AUDIT_ACTION_SENTENCES, action) ? AUDIT_ACTION_SENTENCES[action] : undefined;

/** The action's sentence for a row, or — for a name without one — the name in plain words. */
export function auditSentence(row: AuditRow): string {
  const sentence = sentenceOf(row.action);
  if (sentence === undefined) return readableName(row.action);
  return typeof sentence === 'string' ? sentence : sentence.of(row);
}

/** The action filter's words: the sentence, or the one that covers every row of the action. */
export function auditActionLabel(action: string): string {
  const sentence = sentenceOf(action);
  if (sentence === undefined) return readableName(action);
  return typeof sentence === 'string' ? sentence : sentence.any;
}

// ——— Entities ———

interface EntityWords {
  label: (id: string, lookups: AuditLookups) => string;
  href?: (id: string) => string;
}

const ENTITIES: Readonly<Record<string, EntityWords>> = {
  order: { label: (id) => `Köp ${id}`, href: (id) => `/admin/ordrar/${id}` },
  auction: { label: (id) => `Auktion ${id}`, href: (id) => `/admin/auktioner/${id}` },
  item: { label: (id) => `Föremål ${id}` },
  bid: { label: (id) => `Bud ${id}` },
  valuation: { label: (id) => `Värdering ${id}`, href: (id) => `/admin/varderingar/${id}` },
  lot_question: { label: (id) => `Fråga ${id}`, href: () => '/admin/fragor' },
  user: { label: (id, lookups) => lookups.userNames?.get(id) ?? 'En användare', href: (id) => `/admin/anvandare/${id}` },
  team_invite: { label: () => 'Inbjudan till teamet' },
  content_page: { label: (id) => `Sidan ${id}`, href: (id) => (id.startsWith('/') ? id : `/${id}`) },
  email: { label: (id) => `Mejl ${id}`, href: () => '/admin/utkorg' },
  accessibilityReport: { label: (id) => `Tillgänglighetsrapport ${id}`, href: () => '/admin/tillganglighet' },
  search: { label: () => 'Sökindexet för auktioner' },
  sale: { label: (id) => `Söndagsauktion ${id}`, href: () => '/admin/auktioner/vecka' },
};

// ——— Fields ———

/** Each field's label, wherever it occurs (a nested field is labelled by its own name). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Items and valuations.
  title: 'Titel',
  description: 'Beskrivning',
  category: 'Kategori',
  maker: 'Konstnär/tillverkare',
  year: 'År',
  condition: 'Skick',
  dimensions: 'Mått',
  shippingPrice: 'Frakt',
  images: 'Bilder',
  sellerId: 'Säljare',
  valuationId: 'Värdering',
  hopedPrice: 'Önskat pris',
  handover: 'Inlämning',
  pickupAddress: 'Hämtadress',
  answerMessage: 'Meddelande till säljaren',
  rejectReason: 'Skäl att avböja',
  reminderSentAt: 'Påminnelse skickad',
  answeredAt: 'Besvarad',
  answeredBy: 'Besvarad av',
  answer: 'Svar',
  public: 'Visas för alla',
  // Lots.
  status: 'Status',
  itemId: 'Föremål',
  startPrice: 'Startpris',
  reservePrice: 'Reservationspris',
  buyNowPrice: 'Köp nu-pris',
  estimateLow: 'Utrop, lägst',
  estimateHigh: 'Utrop, högst',
  startsAt: 'Starttid',
  endsAt: 'Sluttid',
  originalEndsAt: 'Ursprunglig sluttid',
  lotNumber: 'Nummer i auktionen',
  saleId: 'Söndagsauktion',
  relistedFromId: 'Utlagd på nytt från auktion',
  publishedAt: 'Publicerad',
  archivedAt: 'Arkiverad',
  archiveHidden: 'Dold bland sålda föremål',
  outcome: 'Utfall',
  winnerId: 'Vinnare',
  price: 'Klubbat pris',
  order: 'Ordning',
  ends: 'Sluttider',
  // Bids.
  auctionId: 'Auktion',
  bidderId: 'Budgivare',
  currentPrice: 'Aktuellt bud',
  leaderId: 'Leder',
  reason: 'Skäl',
  amount: 'Belopp',
  // Orders.
  orderId: 'Köp',
  paymentStatus: 'Betalning',
  deliveryStatus: 'Leverans',
  deliveryMethod: 'Leveranssätt',
  shippingInfo: 'Frakt',
  carrier: 'Fraktbolag',
  trackingNumber: 'Kollinummer',
  receivedBy: 'Mottagen',
  releaseReason: 'Skäl till tidig utbetalning',
  releaseDueAt: 'Granskning och ångerrätt till',
  problemReported: 'Problem rapporterat',
  withdrawnAt: 'Ångrat',
  withdrawn: 'Köpet ångrat',
  via: 'Via',
  refundOre: 'Att återbetala',
  refundDueAt: 'Återbetalas senast',
  withdrawalReturnedAt: 'Tillbaka',
  withdrawalReturnKind: 'Hur det kom tillbaka',
  withdrawalExcluded: 'Ingen ångerrätt',
  withdrawalExcludedReason: 'Skäl till ingen ångerrätt',
  sellerVatStatus: 'Säljarens momsstatus',
  resaleRight: 'Följerätt',
  address: 'Adress',
  name: 'Namn',
  street: 'Gatuadress',
  postalCode: 'Postnummer',
  city: 'Ort',
  phone: 'Telefon',
  country: 'Land',
  // Content.
  publishedVersion: 'Publicerad version',
  revision: 'Utkastets version',
  restoredVersion: 'Återställd version',
  change: 'Ändring',
  handledAt: 'Hanterad',
  // E-mail.
  resent: 'Skickat igen',
  template: 'Mall',
  to: 'Till',
  // Users and the team.
  disabled: 'Spärrad',
  admin: 'Administratör',
  sessions: 'Inloggningar',
  inviteId: 'Inbjudan',
  invitedBy: 'Inbjuden av',
  email: 'E-post',
  kind: 'Gäller',
  what: 'Samarbetet gäller',
  // The search index.
  written: 'Skrivna',
  removed: 'Borttagna',
  countsFixed: 'Rättade budantal',
};

/** Fields that hold a user's id: shown as the user's name. */
const USER_FIELDS = new Set(['sellerId', 'winnerId', 'bidderId', 'leaderId', 'invitedBy', 'answeredBy']);
/** Amounts in whole kronor (bids, lot prices, shipping); amounts in öre end in "Ore". */
const KRONOR_FIELDS = new Set([
  'startPrice',
  'reservePrice',
  'buyNowPrice',
  'estimateLow',
  'estimateHigh',
  'currentPrice',
  'price',
  'amount',
  'shippingPrice',
  'hopedPrice',
]);
/** Numbers that name something (an id, a version): never grouped like an amount. */
const PLAIN_NUMBER_FIELDS = new Set([
  'itemId',
  'valuationId',
  'auctionId',
  'orderId',
  'saleId',
  'relistedFromId',
  'lotNumber',
  'publishedVersion',
  'revision',
  'restoredVersion',
]);

const STATUS_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  auction: AUCTION_STATUS_LABELS,
  valuation: VALUATION_STATUS_LABELS,
  bid: { accepted: 'Godtaget', removed: 'Borttaget' },
  team_invite: { pending: 'Väntar på svar', accepted: 'Använd', revoked: 'Tillbakadragen', expired: 'Utgången' },
};

/** Enumerations by field name (status by entity, above). */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  category: CATEGORY_LABELS,
  paymentStatus: ADMIN_PAYMENT_LABELS,
  // The buyer's pages show a dash for "waiting"; in a sentence it is a word.
  deliveryStatus: { ...DELIVERY_LABELS, waiting: 'väntar' },
  deliveryMethod: DELIVERY_METHOD_LABELS,
  receivedBy: RECEIVED_BY_LABELS,
  outcome: { sold: 'Såld', unsold: 'Ej såld' },
  handover: { pickup: 'Vi hämtar', dropoff: 'Säljaren lämnar in' },
  kind: { team: 'Teamet', collaboration: 'Ett samarbete' },
  country: { SE: 'Sverige' },
};

const MAX_TEXT = 140;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const grouped = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });
const instant = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'medium', timeStyle: 'short' });

/** A time as the console writes it, in Stockholm: "29 nov. 2026 00:10". */
export function formatAuditTime(value: string | Date): string {
  return instant.format(typeof value === 'string' ? new Date(value) : value);
}

/** "sellerPayoutOre" → "Seller payout ore" — only for a field this table does not know yet. */
function readableName(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** The label of the field at `path` (its last part, or its parent's for an entry of a map). */
export function auditFieldLabel(path: readonly string[]): string {
  const key = path.at(-1) ?? '';
  if (key === 'sellerPayoutOre') return 'Utbetalning till säljaren';
  const known = Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key] : undefined;
  if (known) return known;
  const parent = path.at(-2);
  // An entry of a map keyed by id ("ends" by lot): the parent's label, for that id.
  if (parent !== undefined && /^\d+$/.test(key)) {
    if (parent === 'ends') return `Sluttid, auktion ${key}`;
    return `${auditFieldLabel(path.slice(0, -1))}, ${key}`;
  }
  if (key.endsWith('Ore')) return readableName(key.slice(0, -3));
  return readableName(key);
}

/** One value of the field at `path` as text. */
export function formatAuditValue(
  path: readonly string[],
  value: unknown,
  context: { entityType?: string; lookups?: AuditLookups } = {},
): string {
  const key = path.at(-1) ?? '';
  const parent = path.at(-2);
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nej';
  if (USER_FIELDS.has(key) && typeof value === 'string') return context.lookups?.userNames?.get(value) ?? 'en användare';
  if (typeof value === 'number') {
    if (key.endsWith('Ore')) return formatOre(value);
    if (KRONOR_FIELDS.has(key)) return formatSek(value);
    if (PLAIN_NUMBER_FIELDS.has(key) || parent === 'order') return String(value);
    return grouped.format(value);
  }
  if (typeof value === 'string') {
    if (key === 'status') {
      const table = STATUS_LABELS[context.entityType ?? ''];
      if (table && Object.hasOwn(table, value)) return table[value]!;
    }
    const table = Object.hasOwn(VALUE_LABELS, key) ? VALUE_LABELS[key] : undefined;
    if (table && Object.hasOwn(table, value)) return table[value]!;
    if (key === 'template') return context.lookups?.emailTemplates?.[value] ?? value;
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatAuditTime(value);
    const line = value.replace(/\s+/g, ' ').trim();
    return line.length > MAX_TEXT ? `${line.slice(0, MAX_TEXT - 1)}…` : line;
  }
  if (Array.isArray(value)) {
    if (key === 'images') return value.length === 1 ? '1 bild' : `${value.length} bilder`;
    if (value.length === 0) return 'inga';
    if (value.every((part) => part === null || ['string', 'number', 'boolean'].includes(typeof part))) {
      return value.map((part) => formatAuditValue([...path, ''], part, context)).join(', ');
    }
    return `${value.length} st.`;
  }
  // An object that reached here is a leaf of its own (flatten stops at depth): its parts in words.
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([part, inner]) => `${auditFieldLabel([...path, part])} ${formatAuditValue([...path, part], inner, context)}`)
      .join(', ');
  }
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The leaves of before and after, by path: nested objects (an address in the shipping info) opened up. */
function leaves(value: Record<string, unknown> | null, prefix: string[] = [], out = new Map<string, { path: string[]; value: unknown }>()) {
  if (!value) return out;
  for (const [key, inner] of Object.entries(value)) {
    const path = [...prefix, key];
    if (isRecord(inner) && Object.keys(inner).length > 0 && path.length < 4) leaves(inner, path, out);
    else out.set(path.join('.'), { path, value: inner });
  }
  return out;
}

/**
 * The fields a row changed, in words. A created entity (no before) lists what it was created with,
 * leaving out what was not set; otherwise a field is listed as "before → after" when its value
 * differs, and as its value alone when only one side names it: what the step set besides its change
 * (the payout of a release) or what it was about (the auction of a removed bid).
 */
export function auditChangeLines(row: AuditRow, lookups: AuditLookups = {}): AuditChangeLine[] {
  const before = leaves(row.before);
  const after = leaves(row.after);
  const context = { entityType: row.entityType, lookups };
  const lines: AuditChangeLine[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(key);
    const now = after.get(key);
    const path = (now ?? was)!.path;
    if (was && now && JSON.stringify(was.value ?? null) === JSON.stringify(now.value ?? null)) continue;
    if (row.before === null && (now?.value === null || now?.value === undefined || now?.value === '')) continue;
    const label = auditFieldLabel(path);
    // Named on one side only: what the step set besides its change (after), or what it was about (before).
    const line =
      was && now
        ? { path: key, label, before: formatAuditValue(path, was.value, context), after: formatAuditValue(path, now.value, context) }
        : now
          ? { path: key, label, before: null, after: formatAuditValue(path, now.value, context) }
          : row.after === null
            ? { path: key, label, before: formatAuditValue(path, was!.value, context), after: '–' }
            : { path: key, label, before: null, after: formatAuditValue(path, was!.value, context) };
    // Different in the row but the same in words (an empty object against nothing): nothing to say.
    if (line.before === line.after) continue;
    lines.push(line);
  }
  // In the order a form lists them (the table's), not the database's (jsonb sorts keys by length).
  return lines.sort((a, b) => compareRanks(fieldRanks(a.path), fieldRanks(b.path)));
}

const FIELD_ORDER = new Map(Object.keys(FIELD_LABELS).map((key, index) => [key, index]));
const fieldRanks = (path: string) => path.split('.').map((key) => FIELD_ORDER.get(key) ?? FIELD_ORDER.size);
function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** A line as one string: "Kategori: Belysning → Vaser & krukor", or "Startpris: 1 500 kr" when only set. */
export function auditChangeText(line: AuditChangeLine): string {
  if (line.before === null) return `${line.label}: ${line.after}`;
  return `${line.label}: ${line.before} → ${line.after}`;
}

/** The whole row in the studio's words. */
export function describeAuditRow(row: AuditRow, lookups: AuditLookups = {}): AuditText {
  const words = Object.hasOwn(ENTITIES, row.entityType) ? ENTITIES[row.entityType] : undefined;
  return {
    sentence: auditSentence(row),
    entity: words ? words.label(row.entityId, lookups) : `${readableName(row.entityType)} ${row.entityId}`.trim(),
    href: words?.href?.(row.entityId) ?? null,
    changes: auditChangeLines(row, lookups),
  };
}

/** The user ids a page of rows names (the entity or a field), for one lookup of their names. */
export function auditUserIds(rows: readonly AuditRow[]): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.entityType === 'user') ids.add(row.entityId);
    for (const side of [row.before, row.after]) {
      for (const { path, value } of leaves(side).values()) {
        if (USER_FIELDS.has(path.at(-1) ?? '') && typeof value === 'string' && value) ids.add(value);
      }
    }
  }
  return [...ids];
}
