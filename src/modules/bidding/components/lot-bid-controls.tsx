'use client';

import { useLiveLot } from '@/modules/auctions/components/live-lot';
import { BidForm, BuyNowButton } from './bid-form';

/** The lot page's bid form, on the live lot's state: the bid panel's `bidForm` slot. */
export function LotBidForm({ premiumPercent, shippingPrice }: { premiumPercent: number; shippingPrice: number | null }) {
  const { state, applyAnswer } = useLiveLot();
  return (
    <BidForm
      auctionId={state.id}
      nextMinimumBid={state.nextMinimumBid}
      youLead={state.youLead}
      yourMaximum={state.yourMaximum}
      premiumPercent={premiumPercent}
      shippingPrice={shippingPrice}
      onAnswer={(answer) => applyAnswer(answer)}
    />
  );
}

/** The lot page's buy-now button while it is offered: the bid panel's `buyNowButton` slot. */
export function LotBuyNowButton({ premiumPercent, shippingPrice }: { premiumPercent: number; shippingPrice: number | null }) {
  const { state, applyAnswer } = useLiveLot();
  if (state.buyNowPrice === null) return null;
  return (
    <BuyNowButton
      auctionId={state.id}
      price={state.buyNowPrice}
      premiumPercent={premiumPercent}
      shippingPrice={shippingPrice}
      onBought={(answer) => applyAnswer({ auction: answer.auction, youLead: true, sold: true })}
    />
  );
}
