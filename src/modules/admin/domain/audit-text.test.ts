import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditChangeLines,
  auditChangeText,
  auditUserIds,
  describeAuditRow,
  formatAuditValue,
  type AuditRow,
} from './audit-text';

/** Non-breaking and narrow spaces as plain ones, so figures compare as written. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const texts = (row: AuditRow, lookups = {}) => auditChangeLines(row, lookups).map((line) => plain(auditChangeText(line)));

const row = (overrides: Partial<AuditRow> & Pick<AuditRow, 'action'>): AuditRow => ({
  entityType: 'order',
  entityId: '12',
  before: null,
  after: null,
  ...overrides,
});

describe('the audit log in words', () => {
  it('says a release of funds as the studio would: sentence, purchase, status labels and kronor (not öre)', () => {
    const text = describeAuditRow(
      row({ action: 'RELEASE_FUNDS', before: { paymentStatus: 'paid' }, after: { paymentStatus: 'released', sellerPayoutOre: 195_500 } }),
    );
    expect(text.sentence).toBe('Betalade ut till säljaren');
    expect(text.entity).toBe('Köp 12');
    expect(text.href).toBe('/admin/ordrar/12');
    expect(text.changes.map((line) => plain(auditChangeText(line)))).toEqual([
      'Betalning: Betald → Avräknad',
      'Utbetalning till säljaren: 1 955 kr',
    ]);
  });

  it('names the automatic release as the server’s own', () => {
    expect(describeAuditRow(row({ action: 'AUTO_RELEASE_FUNDS' })).sentence).toBe('Betalade automatiskt ut till säljaren');
  });

  it('labels categories, delivery stages and lot statuses from the modules’ own tables', () => {
    expect(
      texts(row({ action: 'UPDATE_ITEM', entityType: 'item', before: { category: 'BELYSNING' }, after: { category: 'VASER_KRUKOR' } })),
    ).toEqual(['Kategori: Belysning → Vaser & krukor']);
    expect(
      texts(row({ action: 'SET_DELIVERY_STATUS', before: { deliveryStatus: 'waiting' }, after: { deliveryStatus: 'inStock' } })),
    ).toEqual(['Leverans: väntar → i lager']);
    expect(
      texts(
        row({
          action: 'PUBLISH_AUCTION',
          entityType: 'auction',
          before: { status: 'draft' },
          after: { status: 'live', publishedAt: '2026-11-29T08:05:00.000Z' },
        }),
      ),
    ).toEqual(['Status: Utkast → Pågår', 'Publicerad: 29 nov. 2026 09:05']);
    // The same field name means another table on another entity.
    expect(
      texts(
        row({ action: 'ANSWER_VALUATION_REQUEST', entityType: 'valuation', before: { status: 'pending' }, after: { status: 'rejected' } }),
      ),
    ).toEqual(['Status: Inskickad – väntar på värdering → Avböjd']);
  });

  it('writes times in Stockholm, summer and winter', () => {
    expect(plain(formatAuditValue(['endsAt'], '2026-11-29T23:10:00.000Z'))).toBe('30 nov. 2026 00:10');
    expect(plain(formatAuditValue(['endsAt'], '2026-07-01T10:00:00Z'))).toBe('1 juli 2026 12:00');
  });

  it('writes whole-krona fields as kronor and öre fields as kronor with öre when there are any', () => {
    expect(plain(formatAuditValue(['startPrice'], 1500))).toBe('1 500 kr');
    expect(plain(formatAuditValue(['currentPrice'], 12_000))).toBe('12 000 kr');
    expect(plain(formatAuditValue(['refundOre'], 12_345))).toBe('123,45 kr');
    // Ids and versions are names, not amounts.
    expect(formatAuditValue(['itemId'], 12345)).toBe('12345');
  });

  it('says yes and no, and the sentence follows what the step did', () => {
    const disabled = describeAuditRow(
      row({ action: 'SET_USER_DISABLED', entityType: 'user', entityId: 'u1', before: { disabled: false }, after: { disabled: true } }),
      {
        userNames: new Map([['u1', 'Anna Andersson']]),
      },
    );
    expect(disabled).toMatchObject({ sentence: 'Spärrade kontot', entity: 'Anna Andersson', href: '/admin/anvandare/u1' });
    expect(disabled.changes.map(auditChangeText)).toEqual(['Spärrad: nej → ja']);
    const opened = row({ action: 'SET_USER_DISABLED', entityType: 'user', before: { disabled: true }, after: { disabled: false } });
    expect(describeAuditRow(opened).sentence).toBe('Öppnade kontot igen');
    expect(describeAuditRow(row({ action: 'SET_USER_ADMIN', entityType: 'user', after: { admin: false } })).sentence).toBe(
      'Tog bort administratörsbehörigheten',
    );
  });

  it('lists what a created lot was created with, leaving out what was not set', () => {
    const created = row({
      action: 'CREATE_AUCTION_WITH_ITEM',
      entityType: 'auction',
      entityId: '7',
      after: { status: 'draft', itemId: 3, startPrice: 1500, reservePrice: null, buyNowPrice: null, lotNumber: 4, relistedFromId: null },
    });
    expect(describeAuditRow(created).sentence).toBe('Skapade en auktion');
    expect(texts(created)).toEqual(['Status: Utkast', 'Föremål: 3', 'Startpris: 1 500 kr', 'Nummer i auktionen: 4']);
    expect(describeAuditRow({ ...created, entityType: 'item' }).sentence).toBe('Lade in ett nytt föremål');
    // Read back from jsonb, whose keys come sorted by length: listed in the form's order all the same.
    const stored = row({
      action: 'CREATE_AUCTION_WITH_ITEM',
      entityType: 'auction',
      after: { endsAt: '2026-12-06T20:31:00.000Z', itemId: 3, status: 'draft', startsAt: '2026-11-29T07:52:00.000Z', startPrice: 1500 },
    });
    expect(texts(stored)).toEqual([
      'Status: Utkast',
      'Föremål: 3',
      'Startpris: 1 500 kr',
      'Starttid: 29 nov. 2026 08:52',
      'Sluttid: 6 dec. 2026 21:31',
    ]);
  });

  it('opens nested fields (the shipping info’s carrier) and shows only what changed', () => {
    const address = { name: 'Bertil Köpare', street: 'Drottninggatan 1', postalCode: '118 21', city: 'Stockholm' };
    expect(
      texts(
        row({
          action: 'SET_SHIPPING_INFO',
          before: { shippingInfo: { address } },
          after: { shippingInfo: { address, carrier: 'PostNord', trackingNumber: 'UA123456789SE' } },
        }),
      ),
    ).toEqual(['Fraktbolag: PostNord', 'Kollinummer: UA123456789SE']);
    expect(
      texts(
        row({ action: 'SET_SHIPPING_INFO', before: { shippingInfo: { ...address, city: 'Uppsala' } }, after: { shippingInfo: address } }),
      ),
    ).toEqual(['Ort: Uppsala → Stockholm']);
  });

  it('names people by their names, and the lots of a reordered sale by id', () => {
    const names = new Map([
      ['b1', 'Erik'],
      ['b2', 'Maria'],
    ]);
    const removal = row({
      action: 'ADMIN_REMOVE_BID',
      entityType: 'bid',
      entityId: '40',
      before: { status: 'accepted', auctionId: 5, bidderId: 'b1', currentPrice: 1200, leaderId: 'b1' },
      after: { status: 'removed', reason: 'Dubbelbud', currentPrice: 1100, leaderId: 'b2' },
    });
    expect(auditUserIds([removal]).sort()).toEqual(['b1', 'b2']);
    expect(texts(removal, { userNames: names })).toEqual([
      'Status: Godtaget → Borttaget',
      'Auktion: 5',
      'Budgivare: Erik',
      'Aktuellt bud: 1 200 kr → 1 100 kr',
      'Leder: Erik → Maria',
      'Skäl: Dubbelbud',
    ]);
    const reorder = row({
      action: 'REORDER_LOTS',
      entityType: 'sale',
      entityId: '2',
      before: { order: [12, 13], ends: { '12': '2026-11-29T18:00:00.000Z' } },
      after: { order: [13, 12], ends: { '12': '2026-11-29T18:01:00.000Z' } },
    });
    expect(texts(reorder)).toEqual(['Ordning: 12, 13 → 13, 12', 'Sluttid, auktion 12: 29 nov. 2026 19:00 → 29 nov. 2026 19:01']);
  });

  it('falls back to readable words for a field it does not know, never to JSON or a code', () => {
    const lines = texts(
      row({
        action: 'UPDATE_ITEM',
        entityType: 'item',
        before: { pickupWindowDays: 3, extra: { nestedFlag: true } },
        after: { pickupWindowDays: 5, extra: { nestedFlag: false } },
      }),
    );
    expect(lines).toEqual(['Pickup window days: 3 → 5', 'Nested flag: ja → nej']);
    expect(lines.join(' ')).not.toMatch(/[{}"[\]]/);
    expect(describeAuditRow(row({ action: 'UPDATE_ITEM', entityType: 'shelf_place', entityId: '9' })).entity).toBe('Shelf place 9');
  });

  it('shortens long text and counts photos', () => {
    const long = 'Ett långt stycke text. '.repeat(20);
    expect(formatAuditValue(['description'], long).length).toBeLessThanOrEqual(140);
    expect(formatAuditValue(['description'], long).endsWith('…')).toBe(true);
    expect(
      texts(row({ action: 'UPDATE_ITEM', entityType: 'item', before: { images: ['a', 'b'] }, after: { images: ['a', 'b', 'c'] } })),
    ).toEqual(['Bilder: 2 bilder → 3 bilder']);
  });

  it('gives the action filter words for every action', () => {
    expect(auditActionLabel('RELEASE_FUNDS')).toBe('Betalade ut till säljaren');
    expect(auditActionLabel('SET_USER_DISABLED')).toBe('Spärrade eller öppnade ett konto');
    expect(auditActionLabel('SOMETHING_NEW')).toBe('Something new');
  });

  it('names e-mail templates by the e-mail module’s names when given', () => {
    expect(
      texts(
        row({ action: 'RESEND_EMAIL', entityType: 'email', after: { resent: true, template: 'PURCHASE_RECEIPT', to: 'a@example.se' } }),
        {
          emailTemplates: { PURCHASE_RECEIPT: 'Kvitto' },
        },
      ),
    ).toEqual(['Skickat igen: ja', 'Mall: Kvitto', 'Till: a@example.se']);
  });
});
