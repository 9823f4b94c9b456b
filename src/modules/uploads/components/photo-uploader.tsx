'use client';

// STAND-IN (helper B, valuations): a placeholder for Helper A's PhotoUploader with the same props,
// so the valuation form compiles and renders before the uploads module is merged. It shows the
// photos it is given (`initial`) and a file picker, but uploads nothing. Helper A's file replaces it.

import { useEffect, useId } from 'react';

export interface UploadedPhoto {
  key: string;
  previewUrl: string;
  name: string;
}

export function PhotoUploader(props: {
  id: string;
  label: string;
  hint?: string;
  initial?: { key: string; previewUrl: string; name?: string }[];
  onChange?: (photos: UploadedPhoto[], busy: boolean) => void;
  max?: number;
  inputName?: string;
  error?: string | null;
}) {
  const hintId = useId();
  const photos = (props.initial ?? []).map((photo) => ({ ...photo, name: photo.name ?? '' }));
  const { onChange } = props;
  useEffect(() => {
    onChange?.(photos, false);
    // Once, with what it was given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium">
        {props.label}
      </label>
      {props.hint ? (
        <p id={hintId} className="mb-2 text-xs text-muted">
          {props.hint}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo) => (
            <li key={photo.key} className="aspect-square overflow-hidden rounded-lg bg-ground">
              {/* eslint-disable-next-line @next/next/no-img-element -- a stand-in */}
              <img src={photo.previewUrl} alt={photo.name} className="size-full object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <div
        className={`flex min-h-32 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center ${props.error ? 'border-danger' : 'border-line'}`}
      >
        <input
          id={props.id}
          name={props.inputName}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          multiple
          aria-describedby={props.hint ? hintId : undefined}
          aria-invalid={props.error ? true : undefined}
          className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-ink file:px-4 file:text-white"
        />
        <p className="text-xs text-muted">Högst {props.max ?? 10} bilder · JPEG, PNG, WebP eller HEIC</p>
      </div>
      {props.error ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
