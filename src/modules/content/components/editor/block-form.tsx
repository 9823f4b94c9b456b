'use client';

import { useId, useState } from 'react';
import { CATEGORY_KEYS, CATEGORY_LABELS } from '@/keys';
import { PhotoUploader } from '@/modules/uploads/components/photo-uploader';
import { imageUrl } from '@/modules/uploads';
import { BLOCK_LABELS, HERO_LAYOUTS, POINT_STYLES, SECTION_VARIANTS, TEXT_STYLES, type StoredBlock } from '../../domain/blocks';
import { LIVE_BLOCKS } from '../../domain/live';
import { EMPTY_DOC, type RichTextDoc } from '../../domain/rich-text';
import { RichTextEditor } from './rich-text-editor';

type Props = Record<string, unknown>;

const INPUT = 'mt-1 block min-h-11 w-full rounded-md border border-line bg-white px-3';
const BUTTON = 'inline-flex min-h-11 items-center rounded-full px-5 text-sm font-medium';

function Field({ label, children, hint }: { label: string; children: (id: string) => React.ReactNode; hint?: string }) {
  const id = useId();
  return (
    <div className="mt-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

const text = (props: Props, key: string) => (typeof props[key] === 'string' ? (props[key] as string) : '');
/** A select's current value: the stored one as text (a heading's level is a number), else the fallback. */
const chosen = (props: Props, key: string, fallback: string) => {
  const value = props[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) || fallback : fallback;
};
const HEADING_LEVELS = { '2': 'Rubrik', '3': 'Underrubrik' };
const CAROUSEL_SOURCES = { chosen: 'Utvalda föremål', category: 'En kategori', 'ending-soon': 'Slutar snart', newest: 'Nyast' };
const doc = (props: Props, key: string) => (props[key] && typeof props[key] === 'object' ? (props[key] as RichTextDoc) : EMPTY_DOC);

/**
 * A block's fields, edited in place of the block: text with the rich-text editor, pictures through
 * the uploader, lots by number or category. "Spara" hands the props to the surface, which saves.
 */
export function BlockForm({
  block,
  busy,
  error,
  onSave,
  onCancel,
}: {
  block: StoredBlock;
  busy: boolean;
  error: string | null;
  onSave: (props: Props) => void;
  onCancel: () => void;
}) {
  const [props, setProps] = useState<Props>(block.props);
  const [uploading, setUploading] = useState(false);
  const set = (key: string, value: unknown) => setProps((current) => ({ ...current, [key]: value }));
  const line = (key: string, label: string, hint?: string) => (
    <Field label={label} hint={hint}>
      {(id) => <input id={id} className={INPUT} value={text(props, key)} onChange={(event) => set(key, event.target.value)} />}
    </Field>
  );

  /** A select of `options` (value → words); `parse` turns the chosen value into what is stored (a heading's level is a number). */
  const choice = (
    key: string,
    label: string,
    options: Record<string, string>,
    fallback: string,
    parse: (value: string) => unknown = (value) => value,
  ) => (
    <Field label={label}>
      {(id) => (
        <select id={id} className={INPUT} value={chosen(props, key, fallback)} onChange={(event) => set(key, parse(event.target.value))}>
          {Object.entries(options).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  let fields: React.ReactNode = null;
  switch (block.type) {
    case 'heading':
      fields = (
        <>
          {line('text', 'Rubrik')}
          {choice('level', 'Nivå', HEADING_LEVELS, '2', Number)}
        </>
      );
      break;
    case 'richText':
      fields = (
        <>
          <RichTextEditor label="Text" value={doc(props, 'doc')} onChange={(value) => set('doc', value)} />
          {choice('style', 'Textstil', TEXT_STYLES, 'body')}
        </>
      );
      break;
    case 'table':
      fields = <TableFields props={props} set={set} />;
      break;
    case 'points':
      fields = (
        <>
          {choice('style', 'Visas som', POINT_STYLES, 'steps')}
          <PointsFields props={props} set={set} />
        </>
      );
      break;
    case 'pageHeader':
      fields = (
        <>
          {line('title', 'Sidans rubrik')}
          <div className="mt-3">
            <RichTextEditor label="Ingress" singleParagraph value={doc(props, 'lead')} onChange={(value) => set('lead', value)} />
          </div>
        </>
      );
      break;
    case 'faq':
      fields = (
        <>
          {line('question', 'Fråga')}
          <div className="mt-3">
            <RichTextEditor label="Svar" value={doc(props, 'answer')} onChange={(value) => set('answer', value)} />
          </div>
        </>
      );
      break;
    case 'cta':
      fields = (
        <>
          {line('label', 'Knapptext')}
          {line('href', 'Länk', 'En sida här (/auktioner), https://… eller mailto:…')}
          <Field label="Utseende">
            {(id) => (
              <select
                id={id}
                className={INPUT}
                value={text(props, 'style') || 'primary'}
                onChange={(event) => set('style', event.target.value)}
              >
                <option value="primary">Svart</option>
                <option value="accent">Gul</option>
                <option value="outline">Kontur</option>
              </select>
            )}
          </Field>
        </>
      );
      break;
    case 'section':
      fields = (
        <>
          {line('title', 'Rubrik (valfri)')}
          {line('anchor', 'Ankare (valfritt)', 'Små bokstäver och bindestreck, för länkar som /sida#ankare.')}
          {choice('variant', 'Utseende', SECTION_VARIANTS, 'plain')}
        </>
      );
      break;
    case 'hero':
      fields = (
        <>
          {line('eyebrow', 'Överrubrik')}
          {line('title', 'Rubrik')}
          <div className="mt-3">
            <RichTextEditor label="Ingress (valfri)" singleParagraph value={doc(props, 'lead')} onChange={(value) => set('lead', value)} />
          </div>
          {choice('layout', 'Uppställning', HERO_LAYOUTS, 'stack')}
          <label className="mt-3 flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={props.showSaleStatus !== false}
              onChange={(event) => set('showSaleStatus', event.target.checked)}
            />
            Visa veckans auktion just nu (antal föremål och första klubbslaget)
          </label>
        </>
      );
      break;
    case 'image': {
      const image = props.image as { key: string } | null | undefined;
      fields = (
        <>
          <PhotoUploader
            id={`image-${block.id}`}
            label="Bild"
            hint="En bild: JPEG, PNG, WebP eller HEIC."
            max={1}
            inputName={`image-${block.id}`}
            initial={image ? [{ key: image.key, previewUrl: imageUrl(image.key, 'full') }] : []}
            onChange={(photos, isBusy) => {
              setUploading(isBusy);
              const first = photos[0];
              set('image', first ? { key: first.key } : null);
            }}
          />
          {line('alt', 'Beskrivning för skärmläsare')}
          {line('caption', 'Bildtext (valfri)')}
        </>
      );
      break;
    }
    case 'lotCarousel':
      fields = (
        <>
          {line('title', 'Rubrik')}
          {choice('source', 'Vilka föremål', CAROUSEL_SOURCES, 'chosen')}
          {props.source === 'chosen' || !props.source ? (
            <Field label="Auktionsnummer" hint="Numren i auktionens adress, med komma emellan, i den ordning de ska visas.">
              {(id) => (
                <input
                  id={id}
                  className={INPUT}
                  inputMode="numeric"
                  value={Array.isArray(props.auctionIds) ? (props.auctionIds as unknown[]).join(', ') : String(props.auctionIds ?? '')}
                  onChange={(event) =>
                    set(
                      'auctionIds',
                      event.target.value
                        .split(/[\s,]+/)
                        .filter(Boolean)
                        .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
                    )
                  }
                />
              )}
            </Field>
          ) : null}
          {props.source === 'category' ? (
            <Field label="Kategori">
              {(id) => (
                <select
                  id={id}
                  className={INPUT}
                  value={text(props, 'category')}
                  onChange={(event) => set('category', event.target.value || undefined)}
                >
                  <option value="">Välj kategori</option>
                  {CATEGORY_KEYS.filter((key) => key !== 'ALLA_AUKTIONER').map((key) => (
                    <option key={key} value={key}>
                      {CATEGORY_LABELS[key]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <Field label="Högst antal">
            {(id) => (
              <input
                id={id}
                type="number"
                min={1}
                max={24}
                className={INPUT}
                value={String(props.limit ?? 8)}
                onChange={(event) => set('limit', Number(event.target.value))}
              />
            )}
          </Field>
          {line('moreHref', 'Länk ”Visa alla” (valfri)')}
        </>
      );
      break;
    case 'live':
      fields = (
        <>
          {choice('name', 'Uppgift', { '': 'Välj uppgift', ...LIVE_BLOCKS }, '')}
          {line('title', 'Rubrik (valfri)')}
        </>
      );
      break;
  }

  return (
    <form
      className="my-2 rounded-lg border border-ink bg-white p-4 text-base not-prose"
      aria-label={`Redigera ${BLOCK_LABELS[block.type].toLowerCase()}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(props);
      }}
    >
      {fields}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" disabled={busy || uploading} className={`${BUTTON} bg-ink text-white disabled:opacity-50`}>
          {busy ? 'Sparar…' : 'Spara'}
        </button>
        <button type="button" onClick={onCancel} className={`${BUTTON} border border-line`}>
          Avbryt
        </button>
      </div>
    </form>
  );
}

/** Cells as text: one line a row, cells apart with "|" (a grid of inputs is slow to fill on a phone). */
const toLines = (rows: string[][]) => rows.map((row) => row.join(' | ')).join('\n');
const fromLines = (value: string) =>
  value
    .split('\n')
    .filter((row) => row.trim() !== '')
    .map((row) => row.split('|').map((cell) => cell.trim()));

function TableFields({ props, set }: { props: Props; set: (key: string, value: unknown) => void }) {
  const header = Array.isArray(props.header) ? (props.header as string[]) : [];
  const rows = Array.isArray(props.rows) ? (props.rows as string[][]) : [];
  const [headerText, setHeaderText] = useState(header.join(' | '));
  const [rowsText, setRowsText] = useState(toLines(rows));
  return (
    <>
      <Field label="Tabellrubrik (valfri)">
        {(id) => (
          <input id={id} className={INPUT} value={text(props, 'caption')} onChange={(event) => set('caption', event.target.value)} />
        )}
      </Field>
      <Field label="Kolumnrubriker" hint="Åtskilda med |, till exempel: Ändamål | Rättslig grund">
        {(id) => (
          <input
            id={id}
            className={INPUT}
            value={headerText}
            onChange={(event) => {
              setHeaderText(event.target.value);
              set(
                'header',
                event.target.value.split('|').map((cell) => cell.trim()),
              );
            }}
          />
        )}
      </Field>
      <Field label="Rader" hint="En rad per tabellrad, cellerna åtskilda med |. Första cellen blir radens rubrik.">
        {(id) => (
          <textarea
            id={id}
            rows={Math.min(14, Math.max(4, rows.length + 1))}
            className={`${INPUT} py-2 font-mono text-sm`}
            value={rowsText}
            onChange={(event) => {
              setRowsText(event.target.value);
              set('rows', fromLines(event.target.value));
            }}
          />
        )}
      </Field>
    </>
  );
}

interface Point {
  title: RichTextDoc;
  text: RichTextDoc;
}

function PointsFields({ props, set }: { props: Props; set: (key: string, value: unknown) => void }) {
  const items = Array.isArray(props.items) ? (props.items as Point[]) : [];
  // Stable keys for the editors while points are added and removed.
  const [keys, setKeys] = useState(() => items.map((_, index) => index));
  const [next, setNext] = useState(items.length);
  const update = (index: number, field: keyof Point, value: RichTextDoc) =>
    set(
      'items',
      items.map((item, at) => (at === index ? { ...item, [field]: value } : item)),
    );
  return (
    <ol className="mt-3 space-y-4">
      {items.map((item, index) => (
        <li key={keys[index] ?? index} className="rounded-md border border-line p-3">
          <RichTextEditor
            label={`Punkt ${index + 1}: rubrik`}
            singleParagraph
            value={item.title ?? EMPTY_DOC}
            onChange={(value) => update(index, 'title', value)}
          />
          <div className="mt-2">
            <RichTextEditor
              label={`Punkt ${index + 1}: text`}
              value={item.text ?? EMPTY_DOC}
              onChange={(value) => update(index, 'text', value)}
            />
          </div>
          <button
            type="button"
            className="mt-2 inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm"
            onClick={() => {
              set(
                'items',
                items.filter((_, at) => at !== index),
              );
              setKeys((current) => current.filter((_, at) => at !== index));
            }}
          >
            Ta bort punkt {index + 1}
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm"
          onClick={() => {
            set('items', [...items, { title: EMPTY_DOC, text: EMPTY_DOC }]);
            setKeys((current) => [...current, next]);
            setNext((value) => value + 1);
          }}
        >
          Lägg till punkt
        </button>
      </li>
    </ol>
  );
}
