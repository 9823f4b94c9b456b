'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { callAction, type ActionAnswer } from '@/platform/callable/actions';
import { callErrorMessage, refusalDetails } from '@/platform/callable/messages';
import { formatSek } from '@/ui/format';
import { useOnce } from '@/ui/use-once';
import { parseBidAmount, quickBids, suggestedBid, yourMinimumBid } from '../domain/quick-bids';
import { MAX_BID_AMOUNT, rejections } from '../domain/rejections';
import { type Pricing, WholePriceList } from '@/modules/auctions/components/whole-price-list';
import { bidToasts } from './bid-toasts';

/** BID_ON_AUCTION's and BUY_NOW's answers, as the server's handlers declare them (no copy here). */
export type BidAnswer = ActionAnswer<'BID_ON_AUCTION'>;
export type BuyNowAnswer = ActionAnswer<'BUY_NOW'>;

/**
 * A click that lands within this time of a confirmation step opening is the second half of a
 * double click on the button that opened it, not a decision: it is ignored. Meanwhile the confirm
 * button says so (ConfirmButton), so a tap is never lost without the page showing why.
 */
export const ARM_DELAY_MS = 450;

const grouped = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
/** An amount as the field shows it: "47 400" (grouped like every price on the site). */
const fieldText = (amount: number) => grouped.format(amount);

/**
 * A confirmation step: opening it moves focus to its heading; closing it may return focus to the
 * button that opened it; `armed` tells whether a click counts yet. It is state, not a clock read
 * at the click: the confirm button renders from the same value, so it never looks ready while
 * clicks are ignored.
 */
function useConfirmStep<T>(heading: React.RefObject<HTMLHeadingElement | null>, opener: React.RefObject<HTMLButtonElement | null>) {
  const [pending, setPending] = useState<T | null>(null);
  const [armed, setArmed] = useState(false);
  const opened = pending !== null;
  useEffect(() => {
    if (!opened) return;
    // Focus the step's heading (not its button: a held Enter must not confirm), and bring the
    // whole step into view, buttons included.
    heading.current?.focus({ preventScroll: true });
    heading.current?.parentElement?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    const timer = setTimeout(() => setArmed(true), ARM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened, heading]);
  return {
    pending,
    armed: opened && armed,
    open(value: T) {
      setArmed(false);
      setPending(value);
    },
    close(restoreFocus = true) {
      setPending(null);
      setArmed(false);
      if (restoreFocus) requestAnimationFrame(() => opener.current?.focus());
    },
  };
}

function ConfirmBox({
  id,
  title,
  headingRef,
  armed,
  onCancel,
  children,
}: {
  id: string;
  title: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  armed: boolean;
  onCancel(): void;
  children: React.ReactNode;
}) {
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="mt-4 rounded-xl border-2 border-ink bg-white p-4"
      data-testid="confirm-step"
      // Says when a click counts (ARM_DELAY_MS after opening), for tests and tools to wait on.
      data-armed={armed ? 'true' : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <h3 id={id} ref={headingRef} tabIndex={-1} className="font-serif text-lg font-semibold outline-none">
        {title}
      </h3>
      {children}
      {/* Tells a screen reader when the step's confirm button starts to count (polite: after the heading). */}
      <p role="status" className="sr-only">
        {armed ? 'Klart att bekräfta.' : ''}
      </p>
    </div>
  );
}

const button =
  'flex w-full items-center justify-center rounded-full px-6 text-center transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const primary = `${button} min-h-13 bg-ink font-semibold text-white hover:bg-black`;
const accent = `${button} min-h-13 bg-accent font-semibold text-ink hover:bg-accent-strong`;
const secondary = `${button} min-h-12 border border-line bg-white font-medium text-ink hover:border-ink`;
const outlined = `${button} tabular min-h-12 border border-ink bg-white font-semibold text-ink hover:bg-ground`;

/**
 * The binding button of a confirmation step. Until the step is armed (ARM_DELAY_MS) it is visibly
 * not ready: dimmed, "Vänta …" over a bar that fills as the wait runs out, aria-disabled (still
 * focusable, announced as unavailable); a tap then does nothing, as it shows. While the call is
 * on its way it is disabled and says `busyText`.
 */
export function ConfirmButton({
  armed,
  busy,
  busyText,
  onConfirm,
  testId,
  children,
}: {
  armed: boolean;
  busy: boolean;
  busyText: string;
  onConfirm(): void;
  testId: string;
  children: React.ReactNode;
}) {
  const waiting = !armed && !busy;
  return (
    <button
      type="button"
      onClick={() => {
        if (armed && !busy) onConfirm();
      }}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-disabled={waiting || undefined}
      className={`${primary} relative overflow-hidden aria-disabled:cursor-wait aria-disabled:bg-ink/60 aria-disabled:hover:bg-ink/60`}
      data-testid={testId}
      data-waiting={waiting ? 'true' : undefined}
    >
      {busy ? busyText : waiting ? 'Vänta …' : children}
      {waiting ? (
        <span aria-hidden className="confirm-arming absolute inset-x-0 bottom-0 h-1 origin-left bg-accent" data-testid="confirm-arming" />
      ) : null}
    </button>
  );
}

/**
 * What every confirmed action on the lot holds (bid form, row bid, buy now): ids for its elements,
 * the confirmation step with its heading and opener, and the guard against a double send.
 */
function useConfirmedAction() {
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const confirm = useConfirmStep<number>(heading, opener);
  const once = useOnce();
  return { ids, heading, opener, confirm, once };
}

/**
 * Sends the maximum the open step confirms, once it is armed and only once (BID_ON_AUCTION). An
 * answer goes to `onAnswer`, then to the caller's `placed`, and is announced (bidToasts); a
 * refusal goes to the caller's `refused`.
 */
function sendConfirmedBid(
  action: ReturnType<typeof useConfirmedAction>,
  auctionId: number,
  then: { onAnswer(answer: BidAnswer): void; placed(answer: BidAnswer): void; refused(failure: unknown): void },
): void {
  const value = action.confirm.pending;
  if (value === null || !action.confirm.armed) return;
  void action.once.run(async () => {
    try {
      const answer = await callAction('BID_ON_AUCTION', { auctionId, amount: value });
      then.onAnswer(answer);
      then.placed(answer);
      bidToasts.announce(auctionId, value, answer.youLead);
    } catch (failure) {
      then.refused(failure);
    }
  });
}

/**
 * The binding confirmation of a bid, the same wherever a bid is placed (the lot page's form, a
 * row of the closing board): the maximum, the whole price if won at it, and what binding means.
 */
export function BidConfirmation({
  id,
  amount,
  headingRef,
  premiumPercent,
  pricing,
  shippingPrice,
  withdrawalLine,
  armed,
  busy,
  onConfirm,
  onCancel,
}: {
  id: string;
  amount: number;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  premiumPercent: number;
  /** The VAT model, the resale right and the lot's terms the whole price is reckoned with (docs/decisions/0045). */
  pricing?: Pricing;
  shippingPrice: number | null;
  /** The lot's line on the right of withdrawal (keys/withdrawal.ts, docs/decisions/0043), where the form knows the item. */
  withdrawalLine?: string;
  armed: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <ConfirmBox id={id} title="Bekräfta ditt bud" headingRef={headingRef} armed={armed} onCancel={onCancel}>
      <p className="mt-2 text-sm">
        Ditt maxbud: <span className="tabular font-semibold">{formatSek(amount)}</span>
      </p>
      <div className="mt-2 text-sm">
        <WholePriceList amount={amount} premiumPercent={premiumPercent} pricing={pricing} shippingPrice={shippingPrice} />
      </div>
      <p className="mt-2 text-sm text-muted">
        Budet är bindande. Vi bjuder för dig, ett budsteg i taget, upp till ditt maxbud; vinner du till ett lägre pris blir summan lägre.
      </p>
      {withdrawalLine ? (
        <p className="mt-1 text-sm text-muted" data-testid="confirm-withdrawal">
          {withdrawalLine}.
        </p>
      ) : null}
      <div className="mt-4 grid gap-2">
        <ConfirmButton armed={armed} busy={busy} busyText="Lägger bud …" onConfirm={onConfirm} testId="confirm-bid">
          Bekräfta bud på {formatSek(amount)}
        </ConfirmButton>
        <button type="button" onClick={onCancel} disabled={busy} className={secondary}>
          Avbryt
        </button>
      </div>
    </ConfirmBox>
  );
}

/** BidConfirmation for a confirmed action's open step (useConfirmedAction); nothing while it is closed. */
function PendingBidConfirmation({
  action,
  premiumPercent,
  pricing,
  shippingPrice,
  withdrawalLine,
  onConfirm,
}: {
  action: ReturnType<typeof useConfirmedAction>;
  premiumPercent: number;
  /** The VAT model, the resale right and the lot's terms the whole price is reckoned with (docs/decisions/0045). */
  pricing?: Pricing;
  shippingPrice: number | null;
  withdrawalLine?: string;
  onConfirm(): void;
}) {
  if (action.confirm.pending === null) return null;
  return (
    <BidConfirmation
      id={`${action.ids}-confirm`}
      amount={action.confirm.pending}
      headingRef={action.heading}
      premiumPercent={premiumPercent}
      pricing={pricing}
      shippingPrice={shippingPrice}
      withdrawalLine={withdrawalLine}
      armed={action.confirm.armed}
      busy={action.once.busy}
      onConfirm={onConfirm}
      onCancel={() => action.confirm.close()}
    />
  );
}

/**
 * One tap for the next increment, from a row of the closing board (/slutspurt): the button names
 * the amount, and the bid goes only after the same binding confirmation as the lot page's form.
 * A refusal (someone was faster) is told in a toast; the row's price follows the live stream.
 */
export function RowBidButton({
  auctionId,
  amount,
  premiumPercent,
  pricing,
  shippingPrice,
  label,
  withdrawalLine,
  onAnswer,
}: {
  auctionId: number;
  amount: number;
  premiumPercent: number;
  /** The VAT model, the resale right and the lot's terms the whole price is reckoned with (docs/decisions/0045). */
  pricing?: Pricing;
  shippingPrice: number | null;
  /** The button's accessible name, naming the lot ("Buda 1 200 kr på Vas, Kosta Boda"). */
  label: string;
  /** The lot's line on the right of withdrawal, said in the confirmation (docs/decisions/0043). */
  withdrawalLine?: string;
  onAnswer(answer: BidAnswer): void;
}) {
  const action = useConfirmedAction();
  const { opener, confirm } = action;

  const place = () =>
    sendConfirmedBid(action, auctionId, {
      onAnswer,
      placed: () => confirm.close(),
      refused: (failure) => {
        confirm.close();
        toast.error(callErrorMessage(failure, 'Budet kunde inte läggas.'));
      },
    });

  if (confirm.pending === null)
    return (
      <button
        ref={opener}
        type="button"
        onClick={() => confirm.open(amount)}
        aria-label={label}
        className={`${accent} min-h-12! text-sm`}
        data-testid="row-bid"
      >
        Buda {formatSek(amount)}
      </button>
    );
  return (
    <PendingBidConfirmation
      action={action}
      premiumPercent={premiumPercent}
      pricing={pricing}
      shippingPrice={shippingPrice}
      withdrawalLine={withdrawalLine}
      onConfirm={place}
    />
  );
}

/**
 * The bid form (docs/product.md §1 "Confirm before binding"): the maximum in whole kronor, prefilled
 * with the lowest bid the viewer may place and following it while untouched; quick amounts 1, 2
 * and 5 increments up; the maximum, the buyer's premium and the total; one confirmation step
 * that says the bid is binding. A double click never sends twice (useOnce, and a click that
 * arrives right as the confirmation opens is ignored). Refusals show under the field; when the
 * server names a lowest acceptable bid, the field takes it.
 */
export function BidForm({
  auctionId,
  nextMinimumBid,
  youLead,
  yourMaximum,
  premiumPercent,
  pricing,
  shippingPrice,
  withdrawalLine,
  onAnswer,
}: {
  auctionId: number;
  nextMinimumBid: number;
  youLead: boolean;
  yourMaximum: number | null;
  premiumPercent: number;
  /** The VAT model, the resale right and the lot's terms the whole price is reckoned with (docs/decisions/0045). */
  pricing?: Pricing;
  /** What shipping costs the buyer (whole SEK); null = pickup only. */
  shippingPrice: number | null;
  /** The lot's line on the right of withdrawal, shown in the confirmation (docs/decisions/0043). */
  withdrawalLine?: string;
  onAnswer(answer: BidAnswer): void;
}) {
  const action = useConfirmedAction();
  const { ids, opener, confirm, once } = action;
  const suggested = suggestedBid(nextMinimumBid, youLead, yourMaximum);
  const minimum = yourMinimumBid(nextMinimumBid, youLead, yourMaximum);
  const [text, setText] = useState(() => fieldText(suggested));
  const [edited, setEdited] = useState(false);
  const [followed, setFollowed] = useState(suggested);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Until the bidder types, the field follows the lowest bid as the price moves.
  if (followed !== suggested) {
    setFollowed(suggested);
    if (!edited) setText(fieldText(suggested));
  }

  const amount = parseBidAmount(text);
  const steps = quickBids(suggested);

  const problem = (value: number | null): string | null => {
    if (value === null) return rejections.amountNotWhole().message;
    if (value > MAX_BID_AMOUNT) return rejections.amountTooLarge().message;
    if (value < minimum) {
      return youLead && yourMaximum !== null
        ? rejections.notAboveOwnMaximum(yourMaximum, minimum).message
        : rejections.tooLow(minimum).message;
    }
    return null;
  };

  const choose = (value: number) => {
    setText(fieldText(value));
    setEdited(true);
    setError(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (confirm.pending !== null || once.busy) return;
    const found = problem(amount);
    setError(found);
    if (found || amount === null) {
      input.current?.focus();
      return;
    }
    confirm.open(amount);
  };

  const place = () =>
    sendConfirmedBid(action, auctionId, {
      onAnswer,
      placed: (answer) => {
        confirm.close(false);
        setEdited(false);
        setError(null);
        const next = suggestedBid(answer.auction.nextMinimumBid, answer.youLead, answer.yourMaximum);
        setFollowed(next);
        setText(fieldText(next));
        input.current?.focus();
      },
      refused: (failure) => {
        const { minimumBid } = refusalDetails(failure);
        setError(callErrorMessage(failure, 'Budet kunde inte läggas.'));
        if (minimumBid !== null) {
          setText(fieldText(minimumBid));
          setEdited(true);
        }
        confirm.close(false);
        input.current?.focus();
      },
    });

  const errorId = `${ids}-error`;
  const summaryId = `${ids}-summary`;

  return (
    <form onSubmit={submit} noValidate className="mt-3" data-testid="bid-form">
      <label htmlFor="bid-amount" className="text-sm font-medium">
        Ditt maxbud
      </label>
      <div className="relative mt-1">
        <input
          ref={input}
          id="bid-amount"
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          value={text}
          readOnly={confirm.pending !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${summaryId}${error ? ` ${errorId}` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            setEdited(true);
            setError(null);
          }}
          className={`tabular h-13 w-full rounded-xl border bg-white pl-4 pr-12 text-lg font-semibold outline-none transition-colors focus:border-ink read-only:bg-ground ${error ? 'border-danger' : 'border-line'}`}
        />
        <span aria-hidden className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-muted">
          kr
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger" data-testid="bid-error">
          {error}
        </p>
      ) : null}

      {confirm.pending === null ? (
        <>
          <div role="group" aria-label="Snabbval av maxbud" className="mt-3 grid grid-cols-3 gap-2">
            {steps.map((value) => (
              <button
                key={value}
                type="button"
                onClick={() => choose(value)}
                aria-pressed={amount === value}
                className="tabular min-h-11 rounded-full border border-line px-2 text-sm font-medium transition-colors hover:border-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white"
              >
                {formatSek(value)}
              </button>
            ))}
          </div>

          <div id={summaryId} className="mt-3 text-sm" data-testid="bid-summary">
            {amount !== null && amount > 0 && amount <= MAX_BID_AMOUNT ? (
              <WholePriceList amount={amount} premiumPercent={premiumPercent} pricing={pricing} shippingPrice={shippingPrice} />
            ) : (
              <p>Ange ditt maxbud i hela kronor.</p>
            )}
          </div>

          <button ref={opener} type="submit" className={`${accent} mt-4`} data-testid="place-bid">
            Lägg bud
          </button>
        </>
      ) : (
        <PendingBidConfirmation
          action={action}
          premiumPercent={premiumPercent}
          pricing={pricing}
          shippingPrice={shippingPrice}
          withdrawalLine={withdrawalLine}
          onConfirm={place}
        />
      )}
    </form>
  );
}

/**
 * "Köp nu för X kr" (docs/product.md §1 "Buy now"), offered while the lot has no bids: one
 * confirmation step with the price, the buyer's premium and the total; binding, ends the lot.
 */
export function BuyNowButton({
  auctionId,
  price,
  premiumPercent,
  pricing,
  shippingPrice,
  onBought,
}: {
  auctionId: number;
  price: number;
  premiumPercent: number;
  /** The VAT model, the resale right and the lot's terms the whole price is reckoned with (docs/decisions/0045). */
  pricing?: Pricing;
  /** What shipping costs the buyer (whole SEK); null = pickup only. */
  shippingPrice: number | null;
  onBought(answer: BuyNowAnswer): void;
}) {
  const { ids, heading, opener, confirm, once } = useConfirmedAction();
  const [error, setError] = useState<string | null>(null);

  const buy = () => {
    if (confirm.pending === null || !confirm.armed) return;
    void once.run(async () => {
      try {
        const answer = await callAction('BUY_NOW', { auctionId });
        confirm.close(false);
        onBought(answer);
        toast.success('Grattis, föremålet är ditt! Du hittar köpet under Vunna på ditt konto.');
      } catch (failure) {
        setError(callErrorMessage(failure, 'Köpet kunde inte genomföras.'));
        confirm.close();
      }
    });
  };

  return (
    <div className="mt-4 rounded-xl border border-line p-4" data-testid="buy-now">
      {confirm.pending === null ? (
        <>
          <button
            ref={opener}
            type="button"
            onClick={() => {
              setError(null);
              confirm.open(price);
            }}
            className={outlined}
            data-testid="buy-now-button"
          >
            Köp nu för {formatSek(price)}
          </button>
          <p className="mt-2 text-center text-xs text-muted">Erbjuds tills det första budet läggs.</p>
        </>
      ) : (
        <ConfirmBox id={`${ids}-confirm`} title="Bekräfta köp" headingRef={heading} armed={confirm.armed} onCancel={() => confirm.close()}>
          <div className="mt-2 text-sm">
            <WholePriceList amount={price} premiumPercent={premiumPercent} pricing={pricing} shippingPrice={shippingPrice} />
          </div>
          <p className="mt-2 text-sm text-muted">Köpet är bindande. Auktionen avslutas direkt och föremålet blir ditt.</p>
          <div className="mt-4 grid gap-2">
            <ConfirmButton armed={confirm.armed} busy={once.busy} busyText="Genomför köpet …" onConfirm={buy} testId="confirm-buy-now">
              Bekräfta köp för {formatSek(price)}
            </ConfirmButton>
            <button type="button" onClick={() => confirm.close()} disabled={once.busy} className={secondary}>
              Avbryt
            </button>
          </div>
        </ConfirmBox>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger" data-testid="buy-now-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
