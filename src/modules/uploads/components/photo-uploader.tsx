'use client';

import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { DetailedError, Upload } from 'tus-js-client';
import { REFUSALS, UPLOAD_LIMITS } from '../index';
import { DragHandle } from '@/ui/sortable';
import { SortableArea } from '@/ui/sortable-area';
import { buttonClass } from '@/ui/button';

export interface UploaderInitialPhoto {
  key: string;
  previewUrl: string;
  name?: string;
}

export interface UploaderReadyPhoto {
  key: string;
  previewUrl: string;
  name: string;
}

interface Photo {
  id: string;
  name: string;
  previewUrl: string;
  status: 'uploading' | 'ready' | 'failed';
  /** 0–100 while uploading. */
  progress: number;
  key?: string;
  error?: string;
  file?: File;
  /** Uploaded in this visit (an initial photo already belongs to something and is never deleted here). */
  fresh: boolean;
}

const CHUNK_SIZE = 5 * 1024 * 1024;
const HEIC_NAME = /\.(heic|heif)$/i;

/** A client-side first look; the server decides by the file's content. */
function precheck(file: File): string | null {
  if (!file.type.startsWith('image/') && !HEIC_NAME.test(file.name)) return REFUSALS.notImage;
  if (file.size > UPLOAD_LIMITS.maxBytes) return REFUSALS.tooLarge;
  return null;
}

/** The Swedish reason of a failed upload: the server's answer (always Swedish), or a network message. */
function failureMessage(error: Error): string {
  if (error instanceof DetailedError && error.originalResponse) {
    const status = error.originalResponse.getStatus();
    const body = error.originalResponse.getBody()?.trim();
    if (status >= 400 && status !== 401 && body) return body;
    if (status === 413) return REFUSALS.tooLarge;
    if (status === 415) return REFUSALS.notImage;
    if (status === 401) return 'Du behöver logga in igen för att ladda upp bilder.';
  }
  return 'Uppladdningen avbröts. Kontrollera anslutningen och försök igen.';
}

const localId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * Photos for a valuation or a lot: pick or drop images, each sent over tus (resumable: a dropped
 * connection retries from where it stopped, a reload finds the upload again), shown with progress,
 * removable, reorderable by drag, keyboard or buttons; the first is the main photo. The ready
 * photos' keys, in order, go with the form as hidden inputs.
 */
export function PhotoUploader({
  id,
  label,
  hint,
  initial = [],
  onChange,
  max = UPLOAD_LIMITS.maxPhotos,
  inputName = 'images',
  error,
}: {
  id: string;
  label: string;
  hint?: string;
  initial?: UploaderInitialPhoto[];
  onChange?: (photos: UploaderReadyPhoto[], busy: boolean) => void;
  max?: number;
  inputName?: string;
  error?: string;
}) {
  const [photos, setPhotos] = useState<Photo[]>(() =>
    initial.map((photo) => ({
      id: photo.key,
      key: photo.key,
      name: photo.name ?? 'Bild',
      previewUrl: photo.previewUrl,
      status: 'ready',
      progress: 100,
      fresh: false,
    })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploads = useRef(new Map<string, Upload>());
  const objectUrls = useRef(new Set<string>());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const uid = useId();
  const labelId = `${uid}-label`;
  const zoneId = `${uid}-zone`;
  const hintId = `${uid}-hint`;
  const errorId = `${uid}-error`;
  const countId = `${uid}-count`;

  const update = useCallback((photoId: string, change: Partial<Photo>) => {
    setPhotos((current) => current.map((photo) => (photo.id === photoId ? { ...photo, ...change } : photo)));
  }, []);

  useEffect(() => {
    const ready = photos
      .filter((photo) => photo.status === 'ready' && photo.key)
      .map((photo) => ({ key: photo.key!, previewUrl: photo.previewUrl, name: photo.name }));
    onChangeRef.current?.(
      ready,
      photos.some((photo) => photo.status === 'uploading'),
    );
  }, [photos]);

  useEffect(() => {
    const running = uploads.current;
    const urls = objectUrls.current;
    return () => {
      // Leaving the page stops sending but keeps the upload resumable (a reload finds it again).
      for (const upload of running.values()) void upload.abort(false);
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const startUpload = useCallback(
    (photoId: string, file: File) => {
      const upload = new Upload(file, {
        endpoint: '/api/uploads',
        chunkSize: CHUNK_SIZE,
        retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
        metadata: { filename: file.name, filetype: file.type },
        removeFingerprintOnSuccess: true,
        onProgress(sent, total) {
          update(photoId, { progress: total > 0 ? Math.min(99, Math.round((sent / total) * 100)) : 0 });
        },
        onSuccess() {
          uploads.current.delete(photoId);
          const key = upload.url?.split('/').pop() ?? '';
          update(photoId, { status: 'ready', progress: 100, key, previewUrl: `/api/uploads/${key}/thumb`, error: undefined });
        },
        onError(failure) {
          uploads.current.delete(photoId);
          update(photoId, { status: 'failed', error: failureMessage(failure) });
        },
      });
      uploads.current.set(photoId, upload);
      void upload.findPreviousUploads().then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      });
    },
    [update],
  );

  const addFiles = useCallback(
    (files: FileList | File[]) => {
      const list = Array.from(files);
      if (list.length === 0) return;
      const room = Math.max(0, max - photos.length);
      const taken = list.slice(0, room);
      setNotice(
        list.length > room
          ? room === 0
            ? `Du kan lägga till högst ${max} bilder. Ta bort en bild för att lägga till en ny.`
            : `Du kan lägga till högst ${max} bilder, så ${list.length - room} av filerna togs inte med.`
          : null,
      );
      const added = taken.map((file): Photo => {
        const previewUrl = URL.createObjectURL(file);
        objectUrls.current.add(previewUrl);
        const problem = precheck(file);
        return {
          id: localId(),
          name: file.name,
          previewUrl,
          status: problem ? 'failed' : 'uploading',
          progress: 0,
          error: problem ?? undefined,
          file,
          fresh: true,
        };
      });
      setPhotos((current) => [...current, ...added]);
      for (const photo of added) if (photo.status === 'uploading') startUpload(photo.id, photo.file!);
    },
    [max, photos.length, startUpload],
  );

  const remove = useCallback((photo: Photo) => {
    const running = uploads.current.get(photo.id);
    if (running) {
      uploads.current.delete(photo.id);
      // Terminates the upload on the server (tus DELETE).
      void running.abort(true).catch(() => undefined);
    } else if (photo.fresh && photo.key) {
      void fetch(`/api/uploads/${photo.key}`, { method: 'DELETE', headers: { 'Tus-Resumable': '1.0.0' } }).catch(() => undefined);
    }
    if (objectUrls.current.delete(photo.previewUrl)) URL.revokeObjectURL(photo.previewUrl);
    setPhotos((current) => current.filter((p) => p.id !== photo.id));
    setNotice(null);
  }, []);

  const retry = useCallback(
    (photo: Photo) => {
      if (!photo.file || precheck(photo.file)) return;
      update(photo.id, { status: 'uploading', progress: 0, error: undefined });
      startUpload(photo.id, photo.file);
    },
    [startUpload, update],
  );

  const move = useCallback((from: number, to: number) => {
    setPhotos((current) => (to < 0 || to >= current.length ? current : arrayMove(current, from, to)));
  }, []);

  const position = (photoId: UniqueIdentifier) => photos.findIndex((photo) => photo.id === photoId) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Du tog upp bild ${position(active.id)} av ${photos.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `Bild ${position(active.id)} är över plats ${position(over.id)} av ${photos.length}.` : 'Bilden är inte över någon plats.',
    onDragEnd: ({ active, over }) =>
      over ? `Bilden släpptes på plats ${position(over.id)} av ${photos.length}.` : `Bilden ligger kvar på plats ${position(active.id)}.`,
    onDragCancel: ({ active }) => `Flytten avbröts. Bilden ligger kvar på plats ${position(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(position(active.id) - 1, position(over.id) - 1);
  };

  const full = photos.length >= max;
  const describedBy = [hint ? hintId : null, error ? errorId : null, countId].filter(Boolean).join(' ');
  const readyKeys = photos.filter((photo) => photo.status === 'ready' && photo.key).map((photo) => photo.key!);

  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <span id={labelId} className="block text-sm font-medium">
          {label}
        </span>
        <span id={countId} className="text-sm text-muted tabular-nums" aria-live="polite">
          {photos.length} av {max} bilder
        </span>
      </div>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-2 text-xs text-muted">
          {hint}
        </p>
      ) : null}

      <input
        id={id}
        type="file"
        accept="image/*,.heic,.heif"
        multiple
        disabled={full}
        className="peer sr-only"
        aria-labelledby={`${labelId} ${zoneId}`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          if (event.target.files) addFiles(event.target.files);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        onDragOver={(event) => {
          if (full || !event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!full) addFiles(event.dataTransfer.files);
        }}
        className={`flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink ${
          full
            ? 'cursor-not-allowed border-line bg-ground text-muted'
            : dragging
              ? 'border-ink bg-accent/20'
              : error
                ? 'border-danger bg-white hover:bg-ground'
                : 'border-line bg-white hover:border-ink hover:bg-ground'
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8 text-muted" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M4 16l4.6-4.6a2 2 0 012.8 0L16 16m-2-2l1.6-1.6a2 2 0 012.8 0L20 14M14 8h.01M6 20h12a2 2 0 002-2V6a2 2 0 00-2-2H6a2 2 0 00-2 2v12a2 2 0 002 2z" />
        </svg>
        <span id={zoneId} className="font-medium">
          {full ? (
            `Högst ${max} bilder`
          ) : (
            <>
              <span className="hidden sm:inline">Dra hit bilder eller </span>
              <span className="underline underline-offset-4 sm:no-underline">
                <span className="sm:hidden">Ta eller välj bilder</span>
                <span className="hidden sm:inline underline underline-offset-4">välj filer</span>
              </span>
            </>
          )}
        </span>
        <span className="text-xs text-muted">JPEG, PNG, WebP eller HEIC, högst 15 MB per bild</span>
      </label>

      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mt-2 rounded-lg bg-ground px-3 py-2 text-sm">
          {notice}
        </p>
      ) : null}

      {photos.length > 0 ? (
        <SortableArea thing="bilden" announcements={announcements} onDragEnd={onDragEnd}>
          <SortableContext items={photos.map((photo) => photo.id)} strategy={rectSortingStrategy}>
            <ol className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Valda bilder">
              {photos.map((photo, index) => (
                <PhotoTile
                  key={photo.id}
                  photo={photo}
                  index={index}
                  count={photos.length}
                  onRemove={() => remove(photo)}
                  onRetry={() => retry(photo)}
                  onMove={(to) => move(index, to)}
                />
              ))}
            </ol>
          </SortableContext>
        </SortableArea>
      ) : null}

      {readyKeys.map((key) => (
        <input key={key} type="hidden" name={inputName} value={key} />
      ))}
    </div>
  );
}

const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm ring-1 ring-line transition-colors hover:bg-ground disabled:opacity-40 disabled:hover:bg-white/95';

function PhotoTile({
  photo,
  index,
  count,
  onRemove,
  onRetry,
  onMove,
}: {
  photo: Photo;
  index: number;
  count: number;
  onRemove: () => void;
  onRetry: () => void;
  onMove: (to: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id });
  const [broken, setBroken] = useState(false);
  const place = `bild ${index + 1}, ${photo.name}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative overflow-hidden rounded-xl bg-ground ring-1 ${photo.status === 'failed' ? 'ring-danger' : 'ring-line'} ${
        isDragging ? 'z-10 shadow-lg' : ''
      }`}
    >
      <div className="relative aspect-square">
        {broken ? (
          <div className="flex h-full items-center justify-center p-3 text-center text-xs break-all text-muted">{photo.name}</div>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- object URLs and private thumbs are not for /_next/image
          <img
            src={photo.previewUrl}
            alt={photo.name}
            onError={() => setBroken(true)}
            className={`h-full w-full object-cover ${photo.status === 'uploading' ? 'opacity-70' : ''}`}
            draggable={false}
          />
        )}
        {index === 0 ? (
          <span className="absolute top-2 left-2 rounded-full bg-accent px-2.5 py-1 text-xs font-semibold text-ink">Huvudbild</span>
        ) : null}
        <button type="button" onClick={onRemove} className={`${iconButton} absolute top-1.5 right-1.5`} aria-label={`Ta bort ${place}`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {photo.status === 'uploading' ? (
          <div className="absolute inset-x-2 bottom-2 rounded-lg bg-white/95 px-2 py-1.5">
            <progress className="block h-1.5 w-full accent-ink" max={100} value={photo.progress} aria-label={`Laddar upp ${photo.name}`} />
            <span className="mt-0.5 block text-xs tabular-nums">{photo.progress < 99 ? `${photo.progress} %` : 'Bearbetar…'}</span>
          </div>
        ) : null}
      </div>
      {photo.status === 'failed' ? (
        <div className="space-y-2 bg-white p-2">
          <p className="text-xs text-danger" role="alert">
            {photo.error}
          </p>
          {photo.file &&
          photo.error !== REFUSALS.notImage &&
          photo.error !== REFUSALS.tooLarge &&
          photo.error !== REFUSALS.tooManyPixels ? (
            <button type="button" onClick={onRetry} className={buttonClass('primary', 'tight', 'w-full')}>
              Försök igen
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-1 bg-white p-1.5">
        <button
          type="button"
          className={iconButton}
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
          aria-label={`Flytta ${place} åt vänster`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M15 18l-6-6 6-6" />
          </svg>
        </button>
        <DragHandle
          label={`Dra för att flytta ${place}`}
          handleRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
          className={iconButton}
        />
        <button
          type="button"
          className={iconButton}
          onClick={() => onMove(index + 1)}
          disabled={index === count - 1}
          aria-label={`Flytta ${place} åt höger`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M9 6l6 6-6 6" />
          </svg>
        </button>
      </div>
    </li>
  );
}
