import Link from '@/ui/link';
import type { Metadata } from 'next';
import { getDb } from '@/platform/database';
import { ChangePasswordForm, ProfileForm, ResendVerification, SignOutButton } from '@/modules/accounts/components/account-forms';
import { WonLotList } from '@/modules/orders/components/won-lot-list';
import { YourLotList } from '@/modules/bidding/components/your-lot-list';
import { NotificationList } from '@/modules/accounts/components/notification-list';
import { PushSettings } from '@/modules/notifications/components/push-settings';
import { guardPage } from '@/modules/accounts/server';
import { getOwnProfile } from '@/modules/accounts/server';
import { listMyBids } from '@/modules/bidding/server';
import { listNotifications } from '@/modules/notifications/server';
import { PayoutAccountPanel } from '@/modules/payments/components/payout-account-panel';
import { SellerDebtList } from '@/modules/payments/components/seller-debt-list';
import { configuredPaymentProvider, getPayoutAccount, sellerDebtsOf } from '@/modules/payments/server';
import { MyValuations } from '@/modules/valuations/components/my-valuations';
import { listMyValuations } from '@/modules/valuations/server';
import { MySalesList } from '@/modules/auctions/components/my-sales-list';
import { listMySales } from '@/modules/auctions/server';
import {
  configuredFeeRates,
  getFeeRates,
  listMyOrders,
  listMySecondChances,
  listSalePayouts,
  listWonLots,
  orderPath,
} from '@/modules/orders/server';
import { MyPurchaseList } from '@/modules/orders/components/my-purchase-list';
import { SecondChanceList } from '@/modules/orders/components/second-chance';
import { SavedSearchList } from '@/modules/watchlist/components/saved-search-list';
import { listFollowedMakers, listSavedSearches, watchedLotIds } from '@/modules/watchlist/server';
import { FollowedMakerList } from '@/modules/watchlist/components/followed-maker-list';
import { buttonClass } from '@/ui/button';

export const metadata: Metadata = { title: 'Mitt konto', robots: { index: false } };

/** The user's bids and won lots, with the server's clock for their countdowns. */
async function loadBidding(db: Awaited<ReturnType<typeof getDb>>, userId: string) {
  const [myBids, won] = await Promise.all([listMyBids(db, userId), listWonLots(db, userId)]);
  return { myBids, won, serverNow: Date.now() };
}

/** The account page (requireAuth): my bids, won lots, events, profile, password. */
export default async function AccountPage({ searchParams }: { searchParams: Promise<{ verifierad?: string; utbetalning?: string }> }) {
  const { me, denied } = await guardPage({ next: '/user' });
  if (!me) return denied;
  const db = await getDb();
  const [
    profile,
    notifications,
    { myBids, won, serverNow },
    payout,
    params,
    myValuations,
    mySales,
    feeRates,
    myOrders,
    salePayouts,
    saved,
    followed,
    watched,
    sellerDebts,
    secondChances,
  ] = await Promise.all([
    getOwnProfile(db, me.uid),
    listNotifications(db, me.uid, { limit: 50 }),
    loadBidding(db, me.uid),
    getPayoutAccount(db, me.uid, { provider: configuredPaymentProvider() }),
    searchParams,
    listMyValuations(db, me.uid),
    listMySales(db, me.uid),
    getFeeRates(),
    listMyOrders(db, me.uid),
    listSalePayouts(db, me.uid),
    listSavedSearches(db, me.uid),
    listFollowedMakers(db, me.uid),
    watchedLotIds(db, me.uid),
    sellerDebtsOf(db, me.uid),
    listMySecondChances(db, me.uid, { rates: configuredFeeRates() }),
  ]);
  const payoutReturn = params.utbetalning === 'klar' || params.utbetalning === 'utgangen' ? params.utbetalning : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold">Hej {profile?.firstName || me.displayName}!</h1>
          <p className="mt-1 text-sm text-muted">{me.email}</p>
        </div>
        <div className="flex gap-2">
          {me.admin ? (
            <Link href="/admin" className={buttonClass('accent', 'sm')}>
              Administration
            </Link>
          ) : null}
          <SignOutButton />
        </div>
      </div>

      {params.verifierad && me.emailVerified ? (
        <p role="status" className="mt-6 rounded-lg bg-green-50 px-4 py-3 text-sm text-success">
          Tack! Din e-postadress är bekräftad.
        </p>
      ) : null}
      {!me.emailVerified ? (
        <div role="status" className="mt-6 rounded-lg bg-accent/30 px-4 py-3 text-sm">
          <p>Bekräfta din e-postadress via länken vi mejlade till {me.email}.</p>
          <ResendVerification email={me.email} />
        </div>
      ) : null}

      <nav aria-label="Genvägar" className="mt-6">
        <Link href="/user/watchlist" className={buttonClass('outline', 'compact', 'gap-2')}>
          Mina bevakningar{watched.length > 0 ? <span className="tabular text-muted">({watched.length})</span> : null}
        </Link>
      </nav>

      <section className="mt-10 scroll-mt-24" id="mina-bud" aria-labelledby="mina-bud-rubrik">
        <h2 id="mina-bud-rubrik" className="mb-2 font-serif text-2xl font-semibold">
          Mina bud
        </h2>
        <p className="mb-4 text-sm text-muted">Pågående auktioner först. Bara du ser ditt maxbud.</p>
        <YourLotList
          lots={myBids}
          serverNow={serverNow}
          label="Föremål du har budat på"
          testId="my-bids"
          limit={8}
          empty={
            <p className="rounded-lg bg-ground px-4 py-6 text-center text-muted">
              Du har inte lagt några bud än.{' '}
              <Link href="/auktioner" className="font-medium text-ink underline underline-offset-4">
                Hitta något att buda på
              </Link>
            </p>
          }
        />
      </section>

      {secondChances.length > 0 ? (
        <section className="mt-12 scroll-mt-24" id="andra-chansen" aria-labelledby="andra-chansen-rubrik">
          <h2 id="andra-chansen-rubrik" className="mb-2 font-serif text-2xl font-semibold">
            Andra chansen
          </h2>
          <p className="mb-4 text-sm text-muted">När vinnaren inte betalar får den med näst högsta budet köpa för sitt bud.</p>
          <SecondChanceList offers={secondChances} />
        </section>
      ) : null}

      <section className="mt-12 scroll-mt-24" id="vunna" aria-labelledby="vunna-rubrik">
        <h2 id="vunna-rubrik" className="mb-4 font-serif text-2xl font-semibold">
          Vunna
        </h2>
        <WonLotList lots={won} orderHref={orderPath} />
      </section>

      <section className="mt-12 scroll-mt-24" id="mina-kop" aria-labelledby="mina-kop-rubrik">
        <h2 id="mina-kop-rubrik" className="mb-2 font-serif text-2xl font-semibold">
          Mina köp
        </h2>
        <p className="mb-4 text-sm text-muted">Betala inom 7 dagar från att auktionen slutade. Här ser du också var leveransen är.</p>
        <MyPurchaseList orders={myOrders} now={new Date(serverNow)} />
      </section>

      {mySales.length > 0 ? (
        <section className="mt-12 scroll-mt-24" id="mina-forsaljningar" aria-labelledby="mina-forsaljningar-rubrik">
          <h2 id="mina-forsaljningar-rubrik" className="mb-2 font-serif text-2xl font-semibold">
            Mina försäljningar
          </h2>
          <p className="mb-4 text-sm text-muted">Dina föremål hos Klubban. Utbetalningen är klubbat pris minus provisionen.</p>
          <SellerDebtList debts={sellerDebts} />
          <MySalesList sales={mySales} serverNow={serverNow} rates={feeRates} payouts={salePayouts} />
        </section>
      ) : null}

      <section className="mt-12 scroll-mt-24" id="varderingar" aria-labelledby="varderingar-rubrik">
        <h2 id="varderingar-rubrik" className="mb-2 font-serif text-2xl font-semibold">
          Mina värderingar
        </h2>
        <p className="mb-4 text-sm text-muted">
          Föremål du vill sälja hos oss.{' '}
          <Link href="/salj/vardering" className="font-medium text-ink underline underline-offset-4">
            Begär en ny värdering
          </Link>
        </p>
        <MyValuations valuations={myValuations.valuations} />
      </section>

      <section className="mt-12 scroll-mt-24" id="bevakade-sokningar" aria-labelledby="bevakade-sokningar-rubrik">
        <h2 id="bevakade-sokningar-rubrik" className="mb-2 font-serif text-2xl font-semibold">
          Bevakade sökningar
        </h2>
        <p className="mb-4 text-sm text-muted">Du får ett meddelande här när ett nytt föremål som matchar kommer ut på auktion.</p>
        <SavedSearchList initial={saved.savedSearches} emailAlerts={saved.emailAlerts} />
      </section>

      <section className="mt-12 scroll-mt-24" id="foljda-formgivare" aria-labelledby="foljda-formgivare-rubrik">
        <h2 id="foljda-formgivare-rubrik" className="mb-2 font-serif text-2xl font-semibold">
          Följda formgivare och konstnärer
        </h2>
        <p className="mb-4 text-sm text-muted">
          Du får ett meddelande här när ett nytt föremål av någon du följer kommer ut på auktion, och i samma mejl som de bevakade
          sökningarna.
        </p>
        <FollowedMakerList initial={followed.followedMakers} />
      </section>

      <section className="mt-12" aria-labelledby="handelser">
        <h2 id="handelser" className="mb-4 font-serif text-2xl font-semibold">
          Händelser
        </h2>
        <NotificationList initial={notifications} />
      </section>

      <PushSettings />

      <section className="mt-12 scroll-mt-24" id="utbetalningar" aria-labelledby="utbetalningar-rubrik">
        <h2 id="utbetalningar-rubrik" className="mb-4 font-serif text-2xl font-semibold">
          Utbetalningar
        </h2>
        <PayoutAccountPanel status={payout.status} returned={payoutReturn} />
      </section>

      <section className="mt-12" aria-labelledby="uppgifter">
        <h2 id="uppgifter" className="mb-4 font-serif text-2xl font-semibold">
          Mina uppgifter
        </h2>
        <ProfileForm
          initial={{
            firstName: profile?.firstName ?? '',
            lastName: profile?.lastName ?? '',
            phone: profile?.phoneRaw ?? '',
            newsletter: Boolean(profile?.newsletterConsent),
          }}
        />
      </section>

      <section className="mt-12" aria-labelledby="losenord">
        <h2 id="losenord" className="mb-4 font-serif text-2xl font-semibold">
          Byt lösenord
        </h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
