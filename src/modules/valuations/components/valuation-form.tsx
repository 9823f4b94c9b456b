'use client';

import { useEffect, useRef, useState } from 'react';
import Link from '@/ui/link';
import { CATEGORY_LABELS, chipCategories } from '@/keys';
import { PhotoUploader } from '@/modules/uploads/components/photo-uploader';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { callErrorMessage } from '@/platform/callable/messages';
import { FormMessage, PrimaryButton, issuesByField } from '@/ui/form';
import { parseErrorsByField } from '@/ui/parse-issues';
import { SchemaField, bindFields } from '@/ui/schema-field';
import { useOnce } from '@/ui/use-once';
import { MAX_VALUATION_IMAGES, submitValuationInput } from '../schema';
import { buttonClass } from '@/ui/button';

/** The browser keeps the unsent form here, so signing in (or a closed tab) loses nothing. */
export const VALUATION_DRAFT_KEY = 'valuation-draft-v1';

interface Fields {
  title: string;
  category: string;
  description: string;
  maker: string;
  dimensions: string;
  condition: string;
  hopedPrice: string;
  handover: 'dropoff' | 'pickup';
  pickupAddress: string;
}
interface Photo {
  key: string;
  previewUrl: string;
  name: string;
}

const EMPTY: Fields = {
  title: '',
  category: '',
  description: '',
  maker: '',
  dimensions: '',
  condition: '',
  hopedPrice: '',
  handover: 'dropoff',
  pickupAddress: '',
};

const CATEGORY_OPTIONS = chipCategories().map((key) => ({ value: key, label: CATEGORY_LABELS[key] }));

function readDraft(): { fields: Fields; photos: Photo[] } {
  try {
    const raw = window.localStorage.getItem(VALUATION_DRAFT_KEY);
    if (!raw) return { fields: EMPTY, photos: [] };
    const parsed = JSON.parse(raw) as { fields?: Partial<Fields>; photos?: Photo[] };
    const fields = { ...EMPTY };
    for (const name of Object.keys(EMPTY) as (keyof Fields)[]) {
      const value = parsed.fields?.[name];
      if (typeof value === 'string') (fields as Record<string, string>)[name] = value;
    }
    if (fields.handover !== 'pickup') fields.handover = 'dropoff';
    const photos = Array.isArray(parsed.photos)
      ? parsed.photos.filter((p) => p && typeof p.key === 'string' && typeof p.previewUrl === 'string').slice(0, MAX_VALUATION_IMAGES)
      : [];
    return {
      fields,
      photos: photos.map((p) => ({ key: p.key, previewUrl: p.previewUrl, name: typeof p.name === 'string' ? p.name : '' })),
    };
  } catch {
    return { fields: EMPTY, photos: [] };
  }
}

/** "1 500", "1500 kr" → 1500; blank → null; anything else is left for the schema to refuse. */
function parsePrice(value: string): number | null | string {
  const compact = value.replace(/[\s\u00a0]/g, '').replace(/kr$/i, '');
  if (compact === '') return null;
  return /^\d+$/.test(compact) ? Number(compact) : value;
}

/**
 * The valuation request (SUBMIT_VALUATION_REQUEST, docs/product.md §3): photos, what it is, and how it
 * reaches the studio. Typed fields and uploaded photos are kept in localStorage until it is sent.
 */
export function ValuationForm() {
  const [restored, setRestored] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [initialPhotos, setInitialPhotos] = useState<Photo[]>([]);
  const [photosBusy, setPhotosBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ id: number; title: string } | null>(null);
  const once = useOnce();
  const formRef = useRef<HTMLFormElement>(null);
  /** After a refusal, the first field in error gets the focus (keyboard and screen-reader users land on it). */
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  /** A refusal, the browser's or the server's: the fields' errors, the form's sentence, the focus on the first field. */
  const refuse = (fieldErrors: Record<string, string>, message: string) => {
    setErrors(fieldErrors);
    setFormError(message);
    focusFirstError();
  };

  useEffect(() => {
    const draft = readDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft lives in the browser only
    setFields(draft.fields);
    setPhotos(draft.photos);
    setInitialPhotos(draft.photos);
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored || sent) return;
    try {
      window.localStorage.setItem(VALUATION_DRAFT_KEY, JSON.stringify({ fields, photos }));
    } catch {
      // storage full or off: the form still works, it is just not kept
    }
  }, [fields, photos, restored, sent]);

  const set = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: '' }));
  };
  const field = bindFields({ shape: submitValuationInput.shape, values: fields, errors, onChange: set });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (photosBusy) {
      setFormError('Vänta tills bilderna har laddats upp.');
      return;
    }
    const input = {
      title: fields.title,
      category: fields.category,
      description: fields.description,
      maker: fields.maker,
      dimensions: fields.dimensions,
      condition: fields.condition,
      hopedPrice: parsePrice(fields.hopedPrice),
      handover: fields.handover,
      pickupAddress: fields.handover === 'pickup' ? fields.pickupAddress : '',
      images: photos.map((photo) => photo.key),
    };
    const checked = submitValuationInput.safeParse(input);
    if (!checked.success) {
      refuse(parseErrorsByField(checked.error), 'Kontrollera de markerade fälten.');
      return;
    }
    setErrors({});
    void once.run(async () => {
      try {
        const answer = await callAction('SUBMIT_VALUATION_REQUEST', checked.data);
        window.localStorage.removeItem(VALUATION_DRAFT_KEY);
        setSent({ id: answer.valuation.id, title: checked.data.title });
        window.scrollTo({ top: 0 });
      } catch (error) {
        const fieldErrors = error instanceof FunctionsError ? issuesByField(error.details) : {};
        if (error instanceof FunctionsError && error.code === 'not-found') {
          fieldErrors.images = 'En av bilderna hittades inte. Ta bort den och ladda upp den igen.';
        }
        refuse(fieldErrors, callErrorMessage(error, 'Förfrågan kunde inte skickas.'));
      }
    });
  };

  if (sent) return <Receipt title={sent.title} onAnother={() => (setSent(null), setFields(EMPTY), setPhotos([]), setInitialPhotos([]))} />;

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-6"
      aria-describedby={formError ? 'valuation-form-error' : undefined}
    >
      <div className="rounded-2xl bg-ground p-4 sm:p-6">
        {restored ? (
          <PhotoUploader
            id="valuation-photos"
            label="Bilder (1–10)"
            hint="Framifrån, från sidorna och undersidan, och närbilder på signaturer, stämplar och skador. Dagsljus blir bäst."
            initial={initialPhotos}
            max={MAX_VALUATION_IMAGES}
            inputName="images"
            error={errors.images || undefined}
            onChange={(next, busy) => {
              setPhotos(next.map((photo) => ({ key: photo.key, previewUrl: photo.previewUrl, name: photo.name })));
              setPhotosBusy(busy);
              if (next.length > 0 && errors.images) setErrors((current) => ({ ...current, images: '' }));
            }}
          />
        ) : (
          <div className="min-h-40" aria-hidden />
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <SchemaField {...field('title')} label="Vad är det?" placeholder="T.ex. Vas, Kosta Boda" className="sm:col-span-2" />
        <SchemaField {...field('category')} as="select" label="Kategori" options={CATEGORY_OPTIONS} placeholder="Välj kategori" />
        <SchemaField {...field('maker')} label="Konstnär/formgivare/tillverkare" hint="Om du vet" />
        <SchemaField
          {...field('description')}
          as="textarea"
          label="Beskrivning"
          hint="Det du vet om föremålet: material, signatur, ålder, historia."
          rows={5}
          className="sm:col-span-2"
        />
        <SchemaField {...field('dimensions')} label="Mått" placeholder="H × B × D i cm" />
        {/* The schema limits the sum (sek), not its text: 12 characters hold "100 000 000" and "kr". */}
        <SchemaField {...field('hopedPrice')} label="Önskat pris, kr" inputMode="numeric" hint="Valfritt" maxLength={12} />
        <SchemaField
          {...field('condition')}
          as="textarea"
          label="Skick"
          hint="Slitage, skador och lagningar"
          rows={3}
          className="sm:col-span-2"
        />
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium">Hur når föremålet oss?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ['dropoff', 'Lämna in i studion', 'Du lämnar föremålet hos oss på Hornsgatan 54 i Stockholm.'],
              ['pickup', 'Hämtning', 'Vi hämtar hos dig – bra för stora föremål och dödsbon.'],
            ] as const
          ).map(([value, label, text]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer gap-3 rounded-xl border border-line p-4 has-checked:border-ink has-checked:bg-ground has-focus-visible:outline-2 has-focus-visible:outline-ink"
            >
              <input
                type="radio"
                name="handover"
                value={value}
                checked={fields.handover === value}
                onChange={() => setFields((current) => ({ ...current, handover: value }))}
                className="mt-1 size-5 shrink-0 accent-ink"
              />
              <span>
                <span className="block font-medium">{label}</span>
                <span className="mt-0.5 block text-sm text-muted">{text}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.handover ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {errors.handover}
          </p>
        ) : null}
      </fieldset>

      {fields.handover === 'pickup' ? (
        <SchemaField
          {...field('pickupAddress')}
          as="textarea"
          label="Adress för hämtning"
          autoComplete="street-address"
          placeholder={'Gatuadress\nPostnummer och ort'}
          rows={3}
        />
      ) : null}

      {formError ? (
        <div id="valuation-form-error">
          <FormMessage>{formError}</FormMessage>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <PrimaryButton type="submit" busy={once.busy} disabled={photosBusy} className="sm:w-auto">
          {photosBusy ? 'Bilderna laddas upp …' : once.busy ? 'Skickar …' : 'Skicka för värdering'}
        </PrimaryButton>
        <p className="text-sm text-muted">Kostnadsfritt. Du bestämmer dig först när du har fått vårt svar.</p>
      </div>
    </form>
  );
}

function Receipt({ title, onAnother }: { title: string; onAnother: () => void }) {
  return (
    <div role="status" className="rounded-2xl bg-ground p-6 sm:p-8">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-widest text-muted">
        <span aria-hidden className="size-2.5 rounded-full bg-success" />
        Skickad
      </p>
      <h2 className="mt-2 font-serif text-3xl font-semibold leading-tight">Tack! Vi har tagit emot din förfrågan</h2>
      <p className="mt-3 text-lg leading-relaxed">
        Vi tittar på <strong>”{title}”</strong> och svarar med ett utrop och ett startpris, oftast inom några vardagar. Ett kvitto är på väg
        till din e-post.
      </p>
      <ol className="mt-6 space-y-3">
        {[
          'Vi värderar föremålet utifrån dina bilder.',
          'Du får vårt svar per e-post och under Mina värderingar.',
          'Tackar du ja berättar vi hur du lämnar in föremålet, eller när vi hämtar det.',
        ].map((step, index) => (
          <li key={step} className="flex gap-3">
            <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold">
              {index + 1}
            </span>
            <span className="leading-relaxed">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/user#varderingar" className={buttonClass()}>
          Mina värderingar
        </Link>
        <button type="button" onClick={onAnother} className={buttonClass('inverse')}>
          Skicka ett föremål till
        </button>
      </div>
    </div>
  );
}
