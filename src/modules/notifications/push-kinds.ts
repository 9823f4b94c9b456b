/**
 * The kinds of news a browser's push subscription can ask for (docs/product.md §9 SUBSCRIBE_PUSH), with
 * the words /user shows beside each switch. No imports: the settings component loads it in the browser.
 */
export const PUSH_KINDS = ['outbid', 'won', 'closing', 'saved-search', 'answer'] as const;

export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  outbid: 'Överbjuden',
  won: 'Vunnen auktion',
  closing: 'Bevakat föremål slutar om 15 minuter',
  'saved-search': 'Nya träffar för bevakade sökningar',
  answer: 'Svar på frågor om föremål du frågat om eller bevakar',
};
