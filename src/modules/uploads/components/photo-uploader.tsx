'use client';
// TEMPORARY STAND-IN (helper C, branch helper-cat) for Helper A's PhotoUploader: the same props,
// showing and ordering photos already on an item. It cannot upload (the tus endpoint is Helper A's);
// when merging, take Helper A's file and delete this one.

import { useState } from 'react';

export interface UploadedPhoto {
  key: string;
  previewUrl: string;
  name: string;
}

export function PhotoUploader({
  id,
  label,
  hint,
  initial = [],
  onChange,
  max = 10,
  inputName,
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  initial?: { key: string; previewUrl: string; name?: string }[];
  onChange?: (photos: UploadedPhoto[], busy: boolean) => void;
  max?: number;
  inputName?: string;
  error?: string;
}) {
  const [photos, setPhotos] = useState<UploadedPhoto[]>(() => initial.map((photo) => ({ ...photo, name: photo.name ?? '' })));
  const update = (next: UploadedPhoto[]) => {
    setPhotos(next);
    onChange?.(next, false);
  };
  const move = (index: number, by: number) => {
    const next = [...photos];
    const [photo] = next.splice(index, 1);
    next.splice(index + by, 0, photo!);
    update(next);
  };
  return (
    <fieldset aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}>
      <legend className="mb-1 block text-sm font-medium">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mb-2 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {photos.map((photo, index) => (
          <li key={photo.key} className="overflow-hidden rounded-lg border border-line bg-white">
            {/* eslint-disable-next-line @next/next/no-img-element -- a preview of any origin */}
            <img src={photo.previewUrl} alt={photo.name || `Bild ${index + 1}`} className="aspect-square w-full object-cover" />
            <div className="flex justify-between text-xs">
              <button
                type="button"
                className="min-h-11 flex-1"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Flytta bild ${index + 1} till vänster`}
              >
                ←
              </button>
              <button
                type="button"
                className="min-h-11 flex-1 text-danger"
                onClick={() => update(photos.filter((_, i) => i !== index))}
                aria-label={`Ta bort bild ${index + 1}`}
              >
                ✕
              </button>
              <button
                type="button"
                className="min-h-11 flex-1"
                disabled={index === photos.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Flytta bild ${index + 1} till höger`}
              >
                →
              </button>
            </div>
            {inputName ? <input type="hidden" name={inputName} value={photo.key} /> : null}
          </li>
        ))}
        {photos.length < max ? (
          <li className="flex aspect-square items-center justify-center rounded-lg border border-dashed border-line p-2 text-center text-xs text-muted">
            <label htmlFor={id}>Lägg till bild</label>
            <input id={id} type="file" accept="image/*" className="sr-only" disabled />
          </li>
        ) : null}
      </ul>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
