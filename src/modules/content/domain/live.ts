/**
 * Figures that are settings or rules (the fees, the closing times, the studio's address, the
 * increment ladder) are never frozen into a page's text: text holds a named placeholder, and the
 * server fills it in with today's value when it renders the page. These are the names an editor
 * may insert, with what the editor shows for each.
 */
export const LIVE_VALUES = {
  buyerPremiumPercent: 'Slagavgift i procent',
  sellerCommissionPercent: 'Provision i procent',
  exampleHammerPrice: 'Exempel: klubbat pris',
  exampleBuyerPremium: 'Exempel: slagavgift',
  exampleTotal: 'Exempel: att betala',
  exampleSellerCommission: 'Exempel: provision',
  examplePayout: 'Exempel: utbetalning',
  firstClose: 'Första klubbslaget (klockslag)',
  firstCloseTime: 'Första klubbslaget (bara tiden, ”19.00”)',
  stagger: 'Tid mellan klubbslagen',
  staggerEvery: 'Tid mellan klubbslagen (”i minuten”)',
  softClose: 'Förlängning vid sena bud (”2 minuter”)',
  paymentDue: 'Tid att betala (”7 dagar”)',
  paymentReminder: 'Påminnelse om betalning efter (”3 dagar”)',
  payoutAfterDelivery: 'Köparens granskningstid innan utbetalning (”3 dagar”)',
  receiptAfterShipping: 'Frakt räknas som mottagen efter (”10 dagar”)',
  withdrawalDays: 'Ångerfrist efter mottagandet (”14 dagar”)',
  withdrawalReturnShipping: 'Vem som betalar returfrakten vid ånger (en mening)',
  incrementSteps: 'Budstegen, de första stegen (en lista när de står ensamma i ett stycke)',
  categoryCount: 'Antal kategorier',
  studioName: 'Studions namn',
  studioStreet: 'Studions gatuadress',
  studioPostalTown: 'Studions postadress',
  studioCity: 'Studions ort',
  studioEmail: 'Studions e-post (länk)',
} as const;

export type LiveValueName = keyof typeof LIVE_VALUES;

/**
 * Values that also have a block form: a paragraph holding nothing but one of these is drawn as
 * that block (the increment ladder's first steps as a list inside a question's answer); anywhere
 * else in a sentence it reads as text.
 */
export const BLOCK_FORM_VALUES: readonly LiveValueName[] = ['incrementSteps'];

export function isLiveValueName(name: unknown): name is LiveValueName {
  return typeof name === 'string' && Object.hasOwn(LIVE_VALUES, name);
}

/** Whole blocks that the server draws from settings and rules (a `live` block's `name`). */
export const LIVE_BLOCKS = {
  studioAddress: 'Studions adress',
  studioAddressWithEmail: 'Studions adress och e-post',
  incrementTable: 'Budstegen (hela tabellen)',
  incrementList: 'Budstegen (de första stegen)',
  saleStatus: 'Veckans auktion just nu',
  categoryChips: 'Kategorier (länkar)',
  categoryList: 'Kategorier (lista)',
  sellFeeExample: 'Räkneexempel: provision och utbetalning',
  storageNecessary: 'Cookies och lagring: nödvändiga (tabell)',
  storageWithConsent: 'Cookies och lagring: med samtycke (tabell)',
  earlyAccess: 'Anmälan: tidig tillgång',
  barrierReport: 'Formulär: rapportera en brist i tillgängligheten',
} as const;

export type LiveBlockName = keyof typeof LIVE_BLOCKS;

export function isLiveBlockName(name: unknown): name is LiveBlockName {
  return typeof name === 'string' && Object.hasOwn(LIVE_BLOCKS, name);
}
