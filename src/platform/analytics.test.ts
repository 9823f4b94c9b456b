import { describe, expect, it } from 'vitest';
import { serverEventMessage } from './analytics';

describe('serverEventMessage', () => {
  it('files each event under the thing it is about, never a person, with no profile and no GeoIP', () => {
    expect(
      serverEventMessage('bid placed', { lot_id: 12, category: 'TAVLOR_TRYCK', price_sek: 1500, bid_count: 3, raised_price: true }),
    ).toEqual({
      distinctId: 'lot:12',
      event: 'bid placed',
      properties: {
        lot_id: 12,
        category: 'TAVLOR_TRYCK',
        price_sek: 1500,
        bid_count: 3,
        raised_price: true,
        $process_person_profile: false,
      },
      disableGeoip: true,
    });
    expect(
      serverEventMessage('lot sold', { lot_id: 12, category: 'TAVLOR_TRYCK', hammer_price_sek: 2000, bid_count: 4, via_buy_now: false }),
    ).toMatchObject({ distinctId: 'lot:12', event: 'lot sold', properties: { hammer_price_sek: 2000, $process_person_profile: false } });
    expect(serverEventMessage('valuation submitted', { valuation_id: 5, category: 'OVRIGT', image_count: 2 })).toMatchObject({
      distinctId: 'valuation:5',
      properties: { valuation_id: 5, image_count: 2, $process_person_profile: false },
      disableGeoip: true,
    });
    expect(serverEventMessage('order paid', { order_id: 7, total_ore: 120_000, payment_method: 'swish' })).toMatchObject({
      distinctId: 'order:7',
      properties: { order_id: 7, total_ore: 120_000, payment_method: 'swish', $process_person_profile: false },
      disableGeoip: true,
    });
  });
});
