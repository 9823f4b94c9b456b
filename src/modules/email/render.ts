import { createElement, type ReactElement } from 'react';
import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { withEmailNotices, type EmailNotices } from './templates/layout';
import { AuctionPublishedEmail, auctionPublishedSubject, type AuctionPublishedProps } from './templates/auction-published';
import { AuctionWonEmail, auctionWonSubject, type AuctionWonProps } from './templates/auction-won';
import { CollaborationInviteEmail, collaborationInviteSubject, type CollaborationInviteProps } from './templates/collaboration-invite';
import { EarlyAccessEmail, earlyAccessSubject, type EarlyAccessProps } from './templates/early-access';
import { LotQuestionAnsweredEmail, lotQuestionAnsweredSubject, type LotQuestionAnsweredProps } from './templates/lot-question-answered';
import { ItemShippedEmail, itemShippedSubject, type ItemShippedProps } from './templates/item-shipped';
import { OrderRefundEmail, orderRefundSubject, type OrderRefundProps } from './templates/order-refund';
import { OrderProblemUpdateEmail, orderProblemUpdateSubject, type OrderProblemUpdateProps } from './templates/order-problem-update';
import { EmailChangeConfirmEmail, emailChangeConfirmSubject, type EmailChangeConfirmProps } from './templates/email-change-confirm';
import { NewsletterConfirmEmail, newsletterConfirmSubject, type NewsletterConfirmProps } from './templates/newsletter-confirm';
import { OutbidNotificationEmail, outbidNotificationSubject, type OutbidNotificationProps } from './templates/outbid-notification';
import { PasswordResetEmail, passwordResetSubject, type PasswordResetProps } from './templates/password-reset';
import {
  PurchasePaymentReminderEmail,
  purchasePaymentReminderSubject,
  type PurchasePaymentReminderProps,
} from './templates/purchase-payment-reminder';
import { PurchaseReceiptEmail, purchaseReceiptSubject, type PurchaseReceiptProps } from './templates/purchase-receipt';
import {
  SavedSearchMatchesEmail,
  savedSearchMatchesHeaders,
  savedSearchMatchesSubject,
  type SavedSearchMatchesProps,
} from './templates/saved-search-matches';
import { SellerReminderEmail, sellerReminderSubject, type SellerReminderProps } from './templates/seller-reminder';
import { SignUpEmail, signUpSubject, type SignUpProps } from './templates/sign-up';
import { TeamInviteEmail, teamInviteSubject, type TeamInviteProps } from './templates/team-invite';
import { TestEmail, testEmailSubject, type TestEmailProps } from './templates/test-email';
import {
  SalePaidEmail,
  SalePaidOutEmail,
  salePaidOutSubject,
  type SalePaidOutProps,
  type SalePaidProps,
  salePaidSubject,
  SaleSoldEmail,
  type SaleSoldProps,
  saleSoldSubject,
  SaleUnsoldEmail,
  type SaleUnsoldProps,
  saleUnsoldSubject,
} from './templates/seller-sale';
import {
  OrderCancelledEmail,
  orderCancelledSubject,
  type OrderCancelledProps,
  SecondChanceOfferEmail,
  secondChanceOfferSubject,
  type SecondChanceOfferProps,
} from './templates/unpaid-order';
import { WithdrawalReceivedEmail, withdrawalReceivedSubject, type WithdrawalReceivedProps } from './templates/withdrawal-received';
import { ValuationRequestEmail, valuationRequestSubject, type ValuationRequestProps } from './templates/valuation-request';
import { ValuationResponseEmail, valuationResponseSubject, type ValuationResponseProps } from './templates/valuation-response';
import { VerifyEmailEmail, verifyEmailSubject, type VerifyEmailProps } from './templates/verify-email';
import {
  Watchlist1hEmail,
  watchlist1hSubject,
  Watchlist24hEmail,
  watchlist24hSubject,
  type WatchlistReminderProps,
} from './templates/watchlist-reminder';

/** Every e-mail the spec names (spec §9); each has a template in templates/ (checked below). */
export const EMAIL_TEMPLATES = [
  'TEST_EMAIL',
  'SIGN_UP',
  'EARLY_ACCESS',
  'TEAM_INVITE',
  'COLLABORATION_INVITE',
  'PURCHASE_RECEIPT',
  'AUCTION_WON',
  'WATCHLIST_24H',
  'WATCHLIST_1H',
  'ITEM_SHIPPED',
  'AUCTION_PUBLISHED',
  'PURCHASE_PAYMENT_REMINDER',
  'VALUATION_RESPONSE',
  'VALUATION_REQUEST',
  'SELLER_REMINDER',
  'PASSWORD_RESET',
  'EMAIL_CHANGE_CONFIRM',
  'VERIFY_EMAIL',
  'OUTBID_NOTIFICATION',
  // Not in the spec's list: the daily e-mail of new matches for saved searches.
  'SAVED_SEARCH_MATCHES',
  // Not in the spec's list: the newsletter's double opt-in (docs/decisions/0029).
  'NEWSLETTER_CONFIRM',
  // Not in the spec's list: the seller hears every step after the lot goes live (docs/decisions/0032).
  'SALE_SOLD',
  'SALE_UNSOLD',
  'SALE_PAID',
  'SALE_PAID_OUT',
  // Not in the spec's list: money of a purchase went back to the buyer (docs/decisions/0041).
  'ORDER_REFUND',
  // Not in the spec's list: the studio's answer and resolution on a reported problem (docs/decisions/0044).
  'ORDER_PROBLEM_UPDATE',
  // Not in the spec's list: a winner who did not pay, and the underbidder's second chance (docs/decisions/0042).
  'ORDER_CANCELLED',
  'SECOND_CHANCE_OFFER',
  // Not in the spec's list: the buyer's withdrawal notice is confirmed with the return instructions (docs/decisions/0043).
  'WITHDRAWAL_RECEIVED',
  // Not in the spec's list: the studio's answer to a question about a lot (to the asker, and to the watchers when public).
  'LOT_QUESTION_ANSWERED',
] as const;

export type EmailTemplateName = (typeof EMAIL_TEMPLATES)[number];

/** The props of each implemented template. Add a template here, in `templates` below and in templates/. */
export interface TemplateProps {
  SIGN_UP: SignUpProps;
  VERIFY_EMAIL: VerifyEmailProps;
  PASSWORD_RESET: PasswordResetProps;
  EMAIL_CHANGE_CONFIRM: EmailChangeConfirmProps;
  TEST_EMAIL: TestEmailProps;
  OUTBID_NOTIFICATION: OutbidNotificationProps;
  AUCTION_WON: AuctionWonProps;
  WATCHLIST_24H: WatchlistReminderProps;
  WATCHLIST_1H: WatchlistReminderProps;
  VALUATION_REQUEST: ValuationRequestProps;
  VALUATION_RESPONSE: ValuationResponseProps;
  SELLER_REMINDER: SellerReminderProps;
  AUCTION_PUBLISHED: AuctionPublishedProps;
  PURCHASE_RECEIPT: PurchaseReceiptProps;
  PURCHASE_PAYMENT_REMINDER: PurchasePaymentReminderProps;
  ITEM_SHIPPED: ItemShippedProps;
  ORDER_PROBLEM_UPDATE: OrderProblemUpdateProps;
  EARLY_ACCESS: EarlyAccessProps;
  TEAM_INVITE: TeamInviteProps;
  COLLABORATION_INVITE: CollaborationInviteProps;
  SAVED_SEARCH_MATCHES: SavedSearchMatchesProps;
  NEWSLETTER_CONFIRM: NewsletterConfirmProps;
  SALE_SOLD: SaleSoldProps;
  SALE_UNSOLD: SaleUnsoldProps;
  SALE_PAID: SalePaidProps;
  SALE_PAID_OUT: SalePaidOutProps;
  ORDER_REFUND: OrderRefundProps;
  ORDER_CANCELLED: OrderCancelledProps;
  SECOND_CHANCE_OFFER: SecondChanceOfferProps;
  WITHDRAWAL_RECEIVED: WithdrawalReceivedProps;
  LOT_QUESTION_ANSWERED: LotQuestionAnsweredProps;
}

// Compile-time checks: every implemented template is one the spec names, and every one the spec names is implemented.
type _OnlyKnownTemplates = keyof TemplateProps extends EmailTemplateName ? true : never;
const _onlyKnownTemplates: _OnlyKnownTemplates = true;
void _onlyKnownTemplates;
type _AllTemplates = EmailTemplateName extends keyof TemplateProps ? true : never;
const _allTemplates: _AllTemplates = true;
void _allTemplates;

interface TemplateDefinition<P> {
  subject(props: P): string;
  component(props: P): ReactElement;
  /** Extra mail headers the template's props call for (List-Unsubscribe), kept through re-sends. */
  headers?(props: P): Record<string, string>;
}

const templates: { [K in keyof TemplateProps]: TemplateDefinition<TemplateProps[K]> } = {
  SIGN_UP: { subject: signUpSubject, component: SignUpEmail },
  VERIFY_EMAIL: { subject: verifyEmailSubject, component: VerifyEmailEmail },
  PASSWORD_RESET: { subject: passwordResetSubject, component: PasswordResetEmail },
  EMAIL_CHANGE_CONFIRM: { subject: emailChangeConfirmSubject, component: EmailChangeConfirmEmail },
  TEST_EMAIL: { subject: testEmailSubject, component: TestEmail },
  OUTBID_NOTIFICATION: { subject: outbidNotificationSubject, component: OutbidNotificationEmail },
  AUCTION_WON: { subject: auctionWonSubject, component: AuctionWonEmail },
  WATCHLIST_24H: { subject: watchlist24hSubject, component: Watchlist24hEmail },
  WATCHLIST_1H: { subject: watchlist1hSubject, component: Watchlist1hEmail },
  VALUATION_REQUEST: { subject: valuationRequestSubject, component: ValuationRequestEmail },
  VALUATION_RESPONSE: { subject: valuationResponseSubject, component: ValuationResponseEmail },
  SELLER_REMINDER: { subject: sellerReminderSubject, component: SellerReminderEmail },
  AUCTION_PUBLISHED: { subject: auctionPublishedSubject, component: AuctionPublishedEmail },
  PURCHASE_RECEIPT: { subject: purchaseReceiptSubject, component: PurchaseReceiptEmail },
  PURCHASE_PAYMENT_REMINDER: { subject: purchasePaymentReminderSubject, component: PurchasePaymentReminderEmail },
  ITEM_SHIPPED: { subject: itemShippedSubject, component: ItemShippedEmail },
  ORDER_PROBLEM_UPDATE: { subject: orderProblemUpdateSubject, component: OrderProblemUpdateEmail },
  EARLY_ACCESS: { subject: earlyAccessSubject, component: EarlyAccessEmail },
  TEAM_INVITE: { subject: teamInviteSubject, component: TeamInviteEmail },
  COLLABORATION_INVITE: { subject: collaborationInviteSubject, component: CollaborationInviteEmail },
  SAVED_SEARCH_MATCHES: { subject: savedSearchMatchesSubject, component: SavedSearchMatchesEmail, headers: savedSearchMatchesHeaders },
  NEWSLETTER_CONFIRM: { subject: newsletterConfirmSubject, component: NewsletterConfirmEmail },
  SALE_SOLD: { subject: saleSoldSubject, component: SaleSoldEmail },
  SALE_UNSOLD: { subject: saleUnsoldSubject, component: SaleUnsoldEmail },
  SALE_PAID: { subject: salePaidSubject, component: SalePaidEmail },
  SALE_PAID_OUT: { subject: salePaidOutSubject, component: SalePaidOutEmail },
  ORDER_REFUND: { subject: orderRefundSubject, component: OrderRefundEmail },
  ORDER_CANCELLED: { subject: orderCancelledSubject, component: OrderCancelledEmail },
  SECOND_CHANCE_OFFER: { subject: secondChanceOfferSubject, component: SecondChanceOfferEmail },
  WITHDRAWAL_RECEIVED: { subject: withdrawalReceivedSubject, component: WithdrawalReceivedEmail },
  LOT_QUESTION_ANSWERED: { subject: lotQuestionAnsweredSubject, component: LotQuestionAnsweredEmail },
};

export function isImplementedTemplate(name: string): name is keyof TemplateProps {
  return Object.hasOwn(templates, name);
}

/** Headings keep their case in the plain text (html-to-text upper-cases them by default). */
export const plainTextOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
};

/**
 * The plain-text converter, built once. `toPlainText` from @react-email/render calls html-to-text's
 * `convert`, which merges the options and compiles every selector anew on each call: measured at
 * about two thirds of the conversion's time. These are exactly the options `toPlainText` passes.
 */
let htmlToText: ((html: string) => string) | undefined;
export function toPlainTextCompiled(html: string): string {
  htmlToText ??= compile({ wordwrap: false, ...plainTextOptions, selectors: [...plainTextSelectors, ...plainTextOptions.selectors] });
  return htmlToText(html);
}

/** The subject line alone, without rendering the mail (the console's list of templates). */
export function emailSubject<T extends keyof TemplateProps>(template: T, props: TemplateProps[T]): string {
  return (templates[template] as TemplateDefinition<TemplateProps[T]>).subject(props);
}

export type { EmailNotices };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/**
 * The subject as the document's <title>: a mail opened in a browser tab (a web mail's "show
 * original", the console's preview) then has a name, as accessibility checkers ask of a document.
 * The layout cannot write it itself: only the template's subject function knows the subject.
 */
function withTitle(html: string, subject: string): string {
  const escaped = subject.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replace('<head>', `<head><title>${escaped}</title>`);
}

/**
 * Renders a template to subject, HTML and a plain-text alternative (links written out), in this
 * thread, with the notices every mail of this server must carry (the test provider's "Testläge"). The server sends mail through `renderEmailOffThread` (render-thread.ts), which runs this
 * in a worker thread so the web process's event loop stays free.
 */
export async function renderEmail<T extends keyof TemplateProps>(
  template: T,
  props: TemplateProps[T],
  notices: EmailNotices = {},
): Promise<RenderedEmail> {
  const definition = templates[template] as TemplateDefinition<TemplateProps[T]>;
  const element = createElement(definition.component, props);
  const subject = definition.subject(props);
  const html = withTitle(await withEmailNotices(notices, () => render(element)), subject);
  const text = toPlainTextCompiled(html)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const headers = definition.headers?.(props);
  return headers ? { subject, html, text, headers } : { subject, html, text };
}
