'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CATEGORY_LABELS, LOT_CATEGORIES, type LotCategoryKey, type SellerVatStatus } from '@/keys';
import type { ItemView } from '@/modules/catalog/server';
import { PhotoUploader } from '@/modules/uploads/components/photo-uploader';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { stockholmToUtc, stockholmWallClock } from '@/platform/time';
import { CheckboxField, FormMessage, SelectField, TextAreaField, TextField } from '@/ui/form';
import { useOnce } from '@/ui/use-once';
import { isFinalStatus } from '../domain/lot-closed';
import { priceRefusal } from '../domain/prices';
import { REHEARSAL_MARK } from '../domain/rehearsal';
import { earliestEnd, endMoveRefusal } from '../domain/studio-timing';
import { buttonClass } from '@/ui/button';

/** The seller's VAT status as the form offers it (docs/decisions/0045). */
const SELLER_VAT_STATUS_OPTIONS: readonly { value: SellerVatStatus; label: string }[] = [
  { value: 'private', label: 'Privatperson' },
  { value: 'business', label: 'Momsregistrerat företag' },
  { value: 'studio', label: 'Klubbans eget lager' },
];

/** The item as the form edits it (photos: storage keys of the item, or upload keys once added). */
export interface StudioItem extends Pick<
  ItemView,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'maker'
  | 'year'
  | 'condition'
  | 'dimensions'
  | 'shippingPrice'
  | 'withdrawalExcludedReason'
  | 'sellerVatStatus'
  | 'resaleRight'
> {
  photos: { key: string; previewUrl: string; name?: string }[];
}

export interface StudioAuction {
  id: number;
  status: 'draft' | 'scheduled' | 'live' | 'ended' | 'cancelled';
  startPrice: number;
  reservePrice: number | null;
  buyNowPrice: number | null;
  estimateLow: number | null;
  estimateHigh: number | null;
  endsAt: string;
  bidCount: number;
  /** Whether the lot ends in a weekly sale (no explicit end). */
  inWeeklySale: boolean;
  /** A rehearsal lot ("Provauktion", docs/decisions/0033). */
  rehearsal: boolean;
}

/** Prices proposed for a new lot (the accepted valuation's answer). */
export interface StudioPriceDefaults {
  startPrice: number | null;
  reservePrice: number | null;
  estimateLow: number | null;
  estimateHigh: number | null;
}

type Mode = 'new' | 'from-item' | 'edit';

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** "1 500", "1500 kr" → 1500; '' → null; anything else → NaN. */
function kronor(value: string): number | null {
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(/kr$/i, '');
  if (cleaned === '') return null;
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A Stockholm wall-clock value for <input type="datetime-local">. */
function localValue(instant: Date): string {
  const w = stockholmWallClock(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

function fromLocalValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  return stockholmToUtc(y, m, d, h, min);
}

/**
 * The studio's form for a lot (docs/product.md §9): a new object and its lot (CREATE_AUCTION_WITH_ITEM),
 * a lot of an existing item (CREATE_AUCTION_FROM_ITEM, prices prefilled from the valuation), or
 * editing both (UPDATE_ITEM + UPDATE_AUCTION_INFO; prices locked once there are bids). The end is
 * the next Sunday sale by default or an explicit Stockholm time. Saves a draft or saves and
 * publishes.
 */
export function StudioLotForm({
  mode,
  item,
  auction,
  defaults,
  nextSale,
}: {
  mode: Mode;
  item?: StudioItem;
  auction?: StudioAuction;
  defaults?: StudioPriceDefaults | null;
  /** The next weekly close, as an ISO instant, and its label ("sön 7 dec, klubbslag från 19:00"). */
  nextSale: { endsAt: string; label: string };
}) {
  const router = useRouter();
  const once = useOnce();
  const ids = useId();
  const pricesLocked = Boolean(auction && auction.bidCount > 0);
  // The end moves while nobody has bid, a live lot's too (endMoveRefusal, docs/decisions/0033).
  const endLocked = Boolean(auction && (isFinalStatus(auction.status) || (auction.status === 'live' && auction.bidCount > 0)));

  const [title, setTitle] = useState(item?.title ?? '');
  const [category, setCategory] = useState<LotCategoryKey | ''>(item?.category ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [maker, setMaker] = useState(item?.maker ?? '');
  const [year, setYear] = useState(item?.year ?? '');
  const [condition, setCondition] = useState(item?.condition ?? '');
  const [dimensions, setDimensions] = useState(item?.dimensions ?? '');
  const [photos, setPhotos] = useState<string[]>(item?.photos.map((photo) => photo.key) ?? []);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [pickupOnly, setPickupOnly] = useState(item ? item.shippingPrice === null : false);
  const [shipping, setShipping] = useState(text(item?.shippingPrice ?? (item ? null : 149)));
  const [noWithdrawal, setNoWithdrawal] = useState(Boolean(item?.withdrawalExcludedReason));
  const [withdrawalReason, setWithdrawalReason] = useState(item?.withdrawalExcludedReason ?? '');
  const [sellerVatStatus, setSellerVatStatus] = useState<SellerVatStatus>(item?.sellerVatStatus ?? 'private');
  const [resaleRight, setResaleRight] = useState(item?.resaleRight ?? false);

  const source = auction ?? defaults ?? null;
  const [estimateLow, setEstimateLow] = useState(text(source?.estimateLow));
  const [estimateHigh, setEstimateHigh] = useState(text(source?.estimateHigh));
  const [startPrice, setStartPrice] = useState(text(source?.startPrice));
  const [reservePrice, setReservePrice] = useState(text(source?.reservePrice));
  const [buyNowPrice, setBuyNowPrice] = useState(text(auction?.buyNowPrice));
  const [rehearsal, setRehearsal] = useState(auction?.rehearsal ?? false);
  const [endChoice, setEndChoice] = useState<'weekly' | 'explicit'>(auction && !auction.inWeeklySale ? 'explicit' : 'weekly');
  const shownEnd = auction ? localValue(new Date(auction.endsAt)) : null;
  const [endsAtLocal, setEndsAtLocal] = useState(localValue(new Date(auction?.endsAt ?? nextSale.endsAt)));
  // The earliest end the studio may set, for the input's `min` (the server asks the same rule).
  const [earliest, setEarliest] = useState(() => localValue(earliestEnd(new Date(), rehearsal)));

  /** A new lot becomes a rehearsal (or not): its own end, minutes away, instead of the Sunday sale. */
  function chooseRehearsal(next: boolean) {
    setRehearsal(next);
    setEarliest(localValue(earliestEnd(new Date(), next)));
    if (next) {
      setEndChoice('explicit');
      setEndsAtLocal(localValue(new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000)));
    }
  }

  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function validate() {
    const found: Record<string, string> = {};
    if (title.trim().length < 3) found.title = 'Ange en titel på minst 3 tecken.';
    if (!category) found.category = 'Välj en kategori.';
    if (photos.length === 0) found.photos = 'Lägg till minst en bild.';
    if (!pickupOnly) {
      const value = kronor(shipping);
      if (value === null || Number.isNaN(value)) found.shipping = 'Ange frakten i hela kronor, eller välj endast avhämtning.';
    }
    if (noWithdrawal && withdrawalReason.trim().length === 0) found.withdrawalReason = 'Skriv varför köparen inte har ångerrätt.';
    if (resaleRight && maker.trim().length === 0) found.resaleRight = 'Ange konstnären för att markera följerätt.';
    const prices = {
      startPrice: kronor(startPrice),
      reservePrice: kronor(reservePrice),
      buyNowPrice: kronor(buyNowPrice),
      estimateLow: kronor(estimateLow),
      estimateHigh: kronor(estimateHigh),
    };
    const names: Record<keyof typeof prices, string> = {
      startPrice: 'Startpriset',
      reservePrice: 'Reservationspriset',
      buyNowPrice: 'Köp nu-priset',
      estimateLow: 'Det lägre utropet',
      estimateHigh: 'Det högre utropet',
    };
    for (const [field, value] of Object.entries(prices) as [keyof typeof prices, number | null][]) {
      if (value !== null && (Number.isNaN(value) || value <= 0)) found[field] = `${names[field]} måste vara hela kronor större än 0.`;
    }
    if (prices.startPrice === null) found.startPrice = 'Ange ett startpris.';
    if (mode === 'new' && (prices.estimateLow === null || prices.estimateHigh === null)) found.estimateLow = 'Ange utropet (från–till).';
    let endsAt: Date | null = null;
    if (endChoice === 'explicit') {
      endsAt = fromLocalValue(endsAtLocal);
      if (!endsAt) found.endsAt = 'Ange datum och tid.';
      else if (endsAtLocal !== shownEnd) {
        const now = new Date();
        const status = auction?.status ?? 'draft';
        const refusal = endMoveRefusal({ status, bidCount: auction?.bidCount ?? 0, rehearsal, startsAt: now, endsAt, now });
        if (refusal) found.endsAt = refusal;
      }
    } else if (rehearsal) found.endsAt = 'En provauktion behöver en egen sluttid.';
    if (Object.keys(found).length === 0) {
      const refusal = priceRefusal(prices as Parameters<typeof priceRefusal>[0]);
      if (refusal) found.prices = refusal;
    }
    setErrors(found);
    return Object.keys(found).length === 0 ? { prices, endsAt } : null;
  }

  const itemFields = () => ({
    title,
    description,
    category: category as LotCategoryKey,
    maker: maker || null,
    year: year || null,
    condition: condition || null,
    dimensions: dimensions || null,
    shippingPrice: pickupOnly ? null : kronor(shipping),
    withdrawalExcludedReason: noWithdrawal ? withdrawalReason.trim() || null : null,
    sellerVatStatus,
    resaleRight,
  });

  const submit = (publish: boolean) =>
    once.run(async () => {
      setFormError(null);
      const checked = validate();
      if (!checked) {
        setFormError('Kontrollera de markerade fälten.');
        return;
      }
      const { prices, endsAt } = checked;
      const endsAtIso = endsAt ? endsAt.toISOString() : undefined;
      try {
        let auctionId: number;
        if (mode === 'new') {
          const created = await callAction('CREATE_AUCTION_WITH_ITEM', {
            item: { ...itemFields(), images: photos, estimateLow: prices.estimateLow!, estimateHigh: prices.estimateHigh! },
            auction: {
              startPrice: prices.startPrice!,
              reservePrice: prices.reservePrice,
              buyNowPrice: prices.buyNowPrice,
              ...(endsAtIso ? { endsAt: endsAtIso } : {}),
              ...(rehearsal ? { rehearsal: true } : {}),
            },
          });
          auctionId = created.auction.id;
        } else if (mode === 'from-item') {
          const created = await callAction('CREATE_AUCTION_FROM_ITEM', {
            itemId: item!.id,
            item: { ...itemFields(), images: photos },
            startPrice: prices.startPrice!,
            reservePrice: prices.reservePrice,
            buyNowPrice: prices.buyNowPrice,
            estimateLow: prices.estimateLow,
            estimateHigh: prices.estimateHigh,
            ...(endsAtIso ? { endsAt: endsAtIso } : {}),
          });
          auctionId = created.auction.id;
        } else {
          await callAction('UPDATE_ITEM', { itemId: item!.id, ...itemFields(), images: photos });
          const endChanged =
            !endLocked && (endChoice === 'explicit' ? endsAtLocal !== shownEnd || auction!.inWeeklySale : !auction!.inWeeklySale);
          const closed = isFinalStatus(auction!.status);
          if (!closed)
            await callAction('UPDATE_AUCTION_INFO', {
              auctionId: auction!.id,
              ...(pricesLocked
                ? {}
                : {
                    startPrice: prices.startPrice!,
                    reservePrice: prices.reservePrice,
                    buyNowPrice: prices.buyNowPrice,
                    estimateLow: prices.estimateLow,
                    estimateHigh: prices.estimateHigh,
                  }),
              ...(endChanged ? { endsAt: endsAtIso ?? null } : {}),
            });
          auctionId = auction!.id;
        }
        if (publish) {
          const published = await callAction('PUBLISH_AUCTION', { auctionId });
          toast.success(
            published.auction.status === 'live' ? 'Auktionen är publicerad och pågår.' : 'Auktionen är publicerad och schemalagd.',
          );
        } else {
          toast.success(mode === 'edit' ? 'Ändringarna är sparade.' : 'Utkastet är sparat.');
        }
        if (mode === 'edit') router.refresh();
        else router.push(`/admin/auktioner/${auctionId}`);
      } catch (error) {
        setFormError(callErrorMessage(error, 'Det gick inte att spara.'));
      }
    });

  const priceField = (
    label: string,
    value: string,
    set: (v: string) => void,
    field: string,
    options: { hint?: string; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      inputMode="numeric"
      autoComplete="off"
      required={options.required}
      disabled={pricesLocked}
      hint={options.hint}
      error={errors[field]}
      className="min-w-0"
    />
  );

  const canPublish = mode !== 'edit' || auction?.status === 'draft';

  return (
    <form
      noValidate
      className="space-y-10"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <section aria-labelledby={`${ids}-item`} className="space-y-5">
        <h2 id={`${ids}-item`} className="font-serif text-2xl font-semibold">
          Föremålet
        </h2>
        {mode === 'from-item' ? (
          <FormMessage tone="info">
            Uppgifterna kommer från säljarens förfrågan. Kontrollera titel, beskrivning, kategori, skick, mått och frakt – de sparas
            tillsammans med auktionen.
          </FormMessage>
        ) : null}
        <TextField label="Titel" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={160} error={errors.title} />
        <SelectField
          label="Kategori"
          value={category}
          onChange={(e) => setCategory(e.target.value as LotCategoryKey)}
          required
          error={errors.category}
          placeholder="Välj kategori"
          options={LOT_CATEGORIES.map((key) => ({ value: key, label: CATEGORY_LABELS[key] }))}
        />
        <TextAreaField
          label="Beskrivning"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={6}
          maxLength={10_000}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Konstnär / formgivare" value={maker} onChange={(e) => setMaker(e.target.value)} maxLength={160} />
          <TextField label="Tillverkad (år)" value={year} onChange={(e) => setYear(e.target.value)} maxLength={40} />
          <TextField label="Skick" value={condition} onChange={(e) => setCondition(e.target.value)} maxLength={500} />
          <TextField
            label="Mått"
            value={dimensions}
            onChange={(e) => setDimensions(e.target.value)}
            maxLength={200}
            hint="T.ex. H 32 cm, Ø 18 cm"
          />
        </div>
        <PhotoUploader
          id={`${ids}-photos`}
          label="Bilder"
          hint="1–10 bilder. Den första visas i listor. Dra eller flytta för att ändra ordningen."
          initial={item?.photos}
          max={10}
          error={errors.photos}
          onChange={(next, busy) => {
            setPhotos(next.map((photo) => photo.key));
            setPhotosBusy(busy);
          }}
        />
        <div className="space-y-3">
          <TextField
            label="Frakt (kr)"
            value={pickupOnly ? '' : shipping}
            onChange={(e) => setShipping(e.target.value)}
            inputMode="numeric"
            disabled={pickupOnly}
            hint="Vad frakten inom Sverige kostar köparen. 0 = fri frakt."
            error={errors.shipping}
            className="max-w-xs"
          />
          <CheckboxField
            label="Endast avhämtning (föremålet skickas inte)"
            checked={pickupOnly}
            onChange={(e) => setPickupOnly(e.target.checked)}
          />
        </div>
        <div className="space-y-3" data-testid="vat-terms">
          <SelectField
            label="Säljarens momsstatus"
            value={sellerVatStatus}
            onChange={(e) => setSellerVatStatus(e.target.value as SellerVatStatus)}
            disabled={pricesLocked}
            hint={
              pricesLocked
                ? 'Låst: föremålet har bud.'
                : 'Momsregistrerad säljare och eget lager: moms tillkommer på klubbat pris och visas före budet.'
            }
            options={SELLER_VAT_STATUS_OPTIONS}
            className="max-w-md"
          />
          <CheckboxField
            label="Följerätt gäller (konstnären lever eller dog för mindre än 70 år sedan)"
            checked={resaleRight}
            onChange={(e) => setResaleRight(e.target.checked)}
            disabled={pricesLocked}
            error={errors.resaleRight}
          />
        </div>
        <div className="space-y-3" data-testid="withdrawal-exclusion">
          <CheckboxField
            label="Ingen ångerrätt för det här föremålet"
            checked={noWithdrawal}
            onChange={(e) => setNoWithdrawal(e.target.checked)}
          />
          {noWithdrawal ? (
            <TextField
              label="Skäl som köparen ser"
              value={withdrawalReason}
              onChange={(e) => setWithdrawalReason(e.target.value)}
              hint="T.ex. Specialtillverkat. Bara undantagen i distansavtalslagen 2 kap. 11 § gäller."
              error={errors.withdrawalReason}
              maxLength={120}
              className="max-w-md"
            />
          ) : null}
        </div>
      </section>

      <section aria-labelledby={`${ids}-auction`} className="space-y-5">
        <h2 id={`${ids}-auction`} className="font-serif text-2xl font-semibold">
          Auktionen
        </h2>
        {pricesLocked ? (
          <FormMessage tone="info">
            Auktionen har {auction!.bidCount === 1 ? 'ett bud' : `${auction!.bidCount} bud`}. Priserna och utropet kan inte ändras efter
            första budet, så att ingen budgivare får andra villkor än de bjöd på.
          </FormMessage>
        ) : null}
        {mode === 'from-item' && defaults ? (
          <p className="text-sm text-muted">Utrop och priser är förifyllda från studions svar på värderingen. Ändra dem vid behov.</p>
        ) : null}
        <div className="grid grid-cols-2 gap-4 sm:gap-5">
          {priceField('Utrop från (kr)', estimateLow, setEstimateLow, 'estimateLow', { required: mode === 'new' })}
          {priceField('Utrop till (kr)', estimateHigh, setEstimateHigh, 'estimateHigh', { required: mode === 'new' })}
          {priceField('Startpris (kr)', startPrice, setStartPrice, 'startPrice', { required: true, hint: 'Lägsta första bud.' })}
          {priceField('Reservationspris (kr)', reservePrice, setReservePrice, 'reservePrice', { hint: 'Valfritt, hemligt.' })}
          {priceField('Köp nu (kr)', buyNowPrice, setBuyNowPrice, 'buyNowPrice', { hint: 'Valfritt, tills första budet.' })}
        </div>
        {errors.prices ? <FormMessage>{errors.prices}</FormMessage> : null}

        {mode === 'new' ? (
          <CheckboxField
            label={
              <>
                <span className="font-medium">Provauktion</span> – syns inte för kunder.{' '}
                <span className="text-muted">
                  För att prova hela flödet: egen sluttid som kan ligga bara minuter bort, sidan nås bara med en hemlig länk.
                </span>
              </>
            }
            checked={rehearsal}
            onChange={(e) => chooseRehearsal(e.target.checked)}
          />
        ) : null}
        {rehearsal ? (
          <p
            className="rounded-xl border-2 border-ink bg-[#fff4d6] px-4 py-3 text-sm font-semibold text-[#5c3d00]"
            data-testid="rehearsal-mark"
          >
            {REHEARSAL_MARK}
          </p>
        ) : null}

        <fieldset disabled={endLocked} className="space-y-3">
          <legend className="mb-1 text-sm font-medium">Slut</legend>
          {endLocked ? (
            <p className="text-sm text-muted">
              {auction?.status === 'live' ? 'Sluttiden kan inte flyttas efter första budet.' : 'Auktionen är avslutad.'}
            </p>
          ) : null}
          {rehearsal ? null : (
            <EndOption name={`${ids}-end`} checked={endChoice === 'weekly'} onChoose={() => setEndChoice('weekly')}>
              <span className="text-sm">
                <span className="font-medium">
                  {auction?.inWeeklySale ? 'Söndagsauktionen (behåll platsen)' : `Nästa söndagsauktion (${nextSale.label})`}
                </span>
                <span className="block text-muted">Föremålen klubbas ett i minuten i katalogordning.</span>
              </span>
            </EndOption>
          )}
          <EndOption name={`${ids}-end`} checked={endChoice === 'explicit'} onChoose={() => setEndChoice('explicit')}>
            <span className="text-sm font-medium">Egen sluttid (svensk tid)</span>
          </EndOption>
          {endChoice === 'explicit' ? (
            <TextField
              label="Sluttid"
              type="datetime-local"
              value={endsAtLocal}
              min={earliest}
              onChange={(e) => setEndsAtLocal(e.target.value)}
              onFocus={() => setEarliest(localValue(earliestEnd(new Date(), rehearsal)))}
              hint={
                rehearsal
                  ? 'Provauktion: minst en minut fram i tiden.'
                  : auction?.status === 'live'
                    ? 'Minst en timme fram i tiden. Kan flyttas tidigare eller senare tills första budet.'
                    : 'Minst en timme fram i tiden.'
              }
              error={errors.endsAt}
              className="max-w-xs"
            />
          ) : null}
        </fieldset>
      </section>

      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={once.busy || photosBusy} className={buttonClass('outlineStrong')}>
          {mode === 'edit' ? 'Spara ändringar' : 'Spara utkast'}
        </button>
        {canPublish ? (
          <button
            type="button"
            disabled={once.busy || photosBusy}
            aria-busy={once.busy || undefined}
            onClick={() => void submit(true)}
            className={buttonClass()}
          >
            Spara och publicera
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** One way to set the lot's end (the weekly sale or a time of one's own), as a bordered radio row. */
function EndOption(props: { name: string; checked: boolean; onChoose(): void; children: React.ReactNode }) {
  return (
    <label className="flex min-h-11 items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-ink">
      <input type="radio" name={props.name} checked={props.checked} onChange={props.onChoose} className="mt-0.5 h-5 w-5 accent-ink" />
      {props.children}
    </label>
  );
}
