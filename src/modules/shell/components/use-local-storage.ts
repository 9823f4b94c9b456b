'use client';

import { useSyncExternalStore } from 'react';

/**
 * The browser-kept values of spec §3 as an external store: components re-render when this tab
 * writes (a custom event) or another tab does (`storage`). Where storage is unavailable (some
 * private modes), writes are kept in memory for the page's lifetime so the UI still follows.
 */

const CHANGE_EVENT = 'klubban:local-storage';
const fallback = new Map<string, string | null>();

export function readLocalStorage(key: string): string | null {
  if (fallback.has(key)) return fallback.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocalStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    fallback.delete(key);
  } catch {
    fallback.set(key, value);
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The stored string; `undefined` on the server and while hydrating (the value is unknown there). */
export function useLocalStorageValue(key: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readLocalStorage(key),
    () => undefined,
  );
}
