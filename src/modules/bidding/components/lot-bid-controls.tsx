'use client';

import { useEffect, useState } from 'react';
import { useLiveLot } from '@/modules/auctions/components/live-lot';
import type { Pricing } from '@/modules/auctions/components/whole-price-list';
import { BidForm, BuyNowButton } from './bid-form';
import { bidToasts } from './bid-toasts';

/**
 * The lot page's bid form, on the live lot's state: the bid panel's `bidForm` slot. The toast of a
 * bid follows the panel's lead state (bid-toasts.ts): checked after every change of it and after
 * every answer, since an answer can arrive after a newer event the panel keeps.
 */
export function LotBidForm({
  premiumPercent,
  pricing,
  shippingPrice,
  withdrawalLine,
}: {
  premiumPercent: number;
  /** The VAT model, the resale right and the lot's terms the whole price is reckoned with (docs/decisions/0045). */
  pricing?: Pricing;
  shippingPrice: number | null;
  /** The lot's line on the right of withdrawal, for the confirmation (docs/decisions/0043). */
  withdrawalLine?: string;
}) {
  const { state, applyAnswer } = useLiveLot();
  const [answers, setAnswers] = useState(0);
  useEffect(() => bidToasts.follow(state.id, state.youLead), [state.id, state.youLead, answers]);
  return (
    <BidForm
      auctionId={state.id}
      nextMinimumBid={state.nextMinimumBid}
      youLead={state.youLead}
      yourMaximum={state.yourMaximum}
      premiumPercent={premiumPercent}
      pricing={pricing}
      shippingPrice={shippingPrice}
      withdrawalLine={withdrawalLine}
      onAnswer={(answer) => {
        applyAnswer(answer);
        setAnswers((count) => count + 1);
      }}
    />
  );
}

/** The lot page's buy-now button while it is offered: the bid panel's `buyNowButton` slot. */
export function LotBuyNowButton({
  premiumPercent,
  pricing,
  shippingPrice,
}: {
  premiumPercent: number;
  pricing?: Pricing;
  shippingPrice: number | null;
}) {
  const { state, applyAnswer } = useLiveLot();
  if (state.buyNowPrice === null) return null;
  return (
    <BuyNowButton
      auctionId={state.id}
      price={state.buyNowPrice}
      premiumPercent={premiumPercent}
      pricing={pricing}
      shippingPrice={shippingPrice}
      onBought={(answer) => applyAnswer({ auction: answer.auction, youLead: true, sold: true })}
    />
  );
}
