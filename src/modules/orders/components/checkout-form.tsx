'use client';

import { useEffect, useRef, useState } from 'react';
import type { DeliveryMethod } from '@/keys';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { callErrorMessage } from '@/platform/callable/messages';
import { formatOre, formatSek } from '@/ui/format';
import { FormMessage, PrimaryButton } from '@/ui/form';
import { issueRows } from '@/ui/parse-issues';
import { SchemaField, bindFields } from '@/ui/schema-field';
import { useOnce } from '@/ui/use-once';
import { checkoutInput, shippingAddressSchema } from '../schema';
import { checkoutErrors, type CheckoutErrors as Errors, type CheckoutField } from './checkout-errors';
import { lotTotalOf, OrderSums, type PriceLines } from './order-sums';
import { PICKUP_ADDRESS } from './purchase-text';

type AddressField = CheckoutField & keyof typeof shippingAddressSchema.shape;
type Address = Record<AddressField, string>;

/**
 * The buyer's last choice for an order, kept in the tab (sessionStorage) when the payment page is
 * opened: coming back from "Avbryt" or a failed payment, nothing has to be typed again.
 */
const choiceKey = (orderId: number) => `checkout-choice-v1:${orderId}`;

function readChoice(orderId: number, pickupOnly: boolean): { method: DeliveryMethod; address: Address } | null {
  try {
    const raw = window.sessionStorage.getItem(choiceKey(orderId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { method?: unknown; address?: Record<string, unknown> };
    const method = parsed.method === 'shipping' && !pickupOnly ? 'shipping' : parsed.method === 'pickup' ? 'pickup' : null;
    if (!method) return null;
    const field = (name: AddressField) => (typeof parsed.address?.[name] === 'string' ? (parsed.address[name] as string) : '');
    return {
      method,
      address: {
        name: field('name'),
        street: field('street'),
        postalCode: field('postalCode'),
        city: field('city'),
        phone: field('phone'),
      },
    };
  } catch {
    return null;
  }
}

function keepChoice(orderId: number, method: DeliveryMethod, address: Address): void {
  try {
    window.sessionStorage.setItem(choiceKey(orderId), JSON.stringify({ method, address: method === 'shipping' ? address : null }));
  } catch {
    // storage full or off: the choice is simply not kept
  }
}

export interface CheckoutFormProps {
  orderId: number;
  /** The lot's lines (hammer, its VAT, premium, resale right) as the order froze them. */
  lines: PriceLines;
  /** The item's shipping price in whole SEK; null: pickup only. */
  shippingPriceSek: number | null;
  /** Prefilled from the buyer's profile. */
  defaults: { name: string; phone: string };
}

/**
 * The purchase's checkout (CREATE_CHECKOUT_SESSION): pickup in the studio or shipping to a Swedish
 * address, a total that follows the choice, then the provider's hosted payment page. The address
 * is checked here with the server's own schema for instant Swedish errors; the server's field
 * errors come back to the same fields. Its inputs keep a scroll margin, so one scrolled into view
 * (focused after a refusal, or by the phone's keyboard opening) lands below the sticky header.
 */
export function CheckoutForm({ orderId, lines, shippingPriceSek, defaults }: CheckoutFormProps) {
  const pickupOnly = shippingPriceSek === null;
  const [method, setMethod] = useState<DeliveryMethod | null>(pickupOnly ? 'pickup' : null);
  const [address, setAddress] = useState<Address>({ name: defaults.name, street: '', postalCode: '', city: '', phone: defaults.phone });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const once = useOnce();
  const formRef = useRef<HTMLFormElement>(null);
  /** After a refusal the first field in error gets the focus, scrolled clear of the sticky header. */
  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input');
      field?.focus({ preventScroll: true });
      field?.scrollIntoView({ block: 'center' });
    });
  /** A refusal, the browser's or the server's: the fields' errors, the form's sentence, the focus on the first field. */
  const refuse = (fieldErrors: Errors, message: string) => {
    setErrors(fieldErrors);
    setFormError(message);
    focusFirstError();
  };

  useEffect(() => {
    const kept = readChoice(orderId, pickupOnly);
    if (!kept) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the kept choice lives in the browser only
    setMethod(kept.method);
    if (kept.method === 'shipping') setAddress(kept.address);
  }, [orderId, pickupOnly]);

  const shippingOre = method === 'shipping' ? (shippingPriceSek ?? 0) * 100 : method === 'pickup' ? 0 : null;
  const totalOre = lotTotalOf(lines) + (shippingOre ?? 0);

  const change = (field: AddressField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setAddress((current) => ({ ...current, [field]: value }));
    // A field in error is checked again as it is typed, so the message goes as soon as it is right.
    if (errors[field]) {
      const checked = shippingAddressSchema.shape[field].safeParse(value);
      setErrors((current) => ({ ...current, [field]: checked.success ? undefined : checked.error.issues[0]?.message }));
    }
  };
  const blur = (field: AddressField) => () => {
    const value = address[field];
    if (value.trim() === '' && field !== 'phone') return; // not yet filled: no scolding on the way through the form
    const checked = shippingAddressSchema.shape[field].safeParse(value);
    setErrors((current) => ({ ...current, [field]: checked.success ? undefined : checked.error.issues[0]?.message }));
  };
  const field = bindFields({ shape: shippingAddressSchema.shape, values: address, errors, onChange: change, onBlur: blur });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = { orderId, deliveryMethod: method ?? undefined, address: method === 'shipping' ? address : undefined };
    const checked = checkoutInput.safeParse(input);
    if (!checked.success) {
      refuse(checkoutErrors(issueRows(checked.error)), 'Kontrollera de markerade fälten.');
      return;
    }
    setErrors({});
    void once.run(async () => {
      try {
        const { url } = await callAction('CREATE_CHECKOUT_SESSION', checked.data);
        keepChoice(orderId, checked.data.deliveryMethod, address);
        setLeaving(true);
        window.location.assign(url);
      } catch (error) {
        const details = error instanceof FunctionsError ? error.details : null;
        const issues =
          details && typeof details === 'object' && Array.isArray((details as { issues?: unknown }).issues)
            ? (details as { issues: { path: string; message: string }[] }).issues
            : [];
        refuse(checkoutErrors(issues), callErrorMessage(error, 'Betalningen kunde inte startas.'));
      }
    });
  };

  const choose = (value: DeliveryMethod) => (setMethod(value), setErrors((current) => ({ ...current, deliveryMethod: undefined })));

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-6 [&_input]:scroll-mt-36"
      aria-describedby={formError ? 'checkout-error' : undefined}
    >
      <fieldset
        data-invalid={errors.deliveryMethod ? 'true' : undefined}
        aria-describedby={errors.deliveryMethod ? 'delivery-error' : undefined}
      >
        <legend className="mb-2 font-medium">Hur vill du få föremålet?</legend>
        <div className="grid gap-3">
          <DeliveryOption
            value="pickup"
            method={method}
            onChoose={choose}
            title={<>Hämta i studion ({PICKUP_ADDRESS}) – 0&nbsp;kr</>}
            note="Vi hör av oss när föremålet finns att hämta."
          />
          <DeliveryOption
            value="shipping"
            method={method}
            onChoose={choose}
            disabled={pickupOnly}
            noteId={pickupOnly ? 'shipping-unavailable' : undefined}
            title={<>Frakt – {pickupOnly ? '–' : formatSek(shippingPriceSek ?? 0)}</>}
            note={pickupOnly ? 'Endast avhämtning: föremålet kan inte skickas.' : 'Vi skickar föremålet till dig inom Sverige.'}
          />
        </div>
        {errors.deliveryMethod ? (
          <p id="delivery-error" role="alert" className="mt-1 text-sm text-danger">
            {errors.deliveryMethod}
          </p>
        ) : null}
      </fieldset>

      {method === 'shipping' ? (
        <fieldset className="space-y-4">
          <legend className="mb-2 font-medium">Leveransadress</legend>
          <SchemaField {...field('name')} label="Namn" autoComplete="shipping name" />
          <SchemaField {...field('street')} label="Gatuadress" autoComplete="shipping address-line1" />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            {/* Typing caps: the schema checks the digits and the number's shape, not the text's length. */}
            <SchemaField
              {...field('postalCode')}
              label="Postnummer"
              autoComplete="shipping postal-code"
              inputMode="numeric"
              maxLength={8}
            />
            <SchemaField {...field('city')} label="Ort" autoComplete="shipping address-level2" />
          </div>
          <SchemaField
            {...field('phone')}
            label="Telefon (valfritt)"
            type="tel"
            autoComplete="shipping tel"
            hint="Fraktbolaget kan meddela dig när paketet kommer."
            maxLength={20}
          />
        </fieldset>
      ) : null}

      <div className="rounded-2xl bg-ground p-4 sm:p-5">
        <OrderSums
          caption="Att betala"
          {...lines}
          shippingOre={shippingOre}
          shippingNote={method === null ? 'Välj leveranssätt ovan' : method === 'pickup' ? 'Hämtas i studion' : undefined}
          totalOre={totalOre}
          totalLabel="Att betala"
        />
        <p className="sr-only" aria-live="polite">
          {method ? `Att betala ${formatOre(totalOre)}` : ''}
        </p>
      </div>

      {formError ? (
        <div id="checkout-error">
          <FormMessage>{formError}</FormMessage>
        </div>
      ) : null}
      <div className="space-y-2">
        <PrimaryButton type="submit" busy={once.busy || leaving}>
          {once.busy || leaving ? 'Öppnar betalningen …' : 'Gå till betalning'}
        </PrimaryButton>
        <p className="text-center text-xs text-muted">Du betalar med kort, Swish eller Klarna på betalleverantörens sida.</p>
      </div>
    </form>
  );
}

/** One way to receive the item, drawn as a card: the radio, the way and its price, and a note under it. */
function DeliveryOption(props: {
  value: DeliveryMethod;
  method: DeliveryMethod | null;
  onChoose(value: DeliveryMethod): void;
  title: React.ReactNode;
  note: string;
  disabled?: boolean;
  /** The note's id, when the radio is described by it (shipping that is unavailable). */
  noteId?: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer gap-3 rounded-xl border border-line p-4 has-checked:border-ink has-checked:bg-ground has-focus-visible:outline-2 has-focus-visible:outline-ink has-disabled:cursor-not-allowed has-disabled:opacity-70">
      <input
        type="radio"
        name="deliveryMethod"
        value={props.value}
        checked={props.method === props.value}
        disabled={props.disabled}
        aria-describedby={props.noteId}
        onChange={() => props.onChoose(props.value)}
        className="mt-0.5 size-5 shrink-0 accent-ink"
      />
      <span>
        <span className="block font-medium">{props.title}</span>
        <span id={props.noteId} className="mt-0.5 block text-sm text-muted">
          {props.note}
        </span>
      </span>
    </label>
  );
}
