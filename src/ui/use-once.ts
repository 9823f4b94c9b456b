'use client';

import { useRef, useState } from 'react';

/** Runs one async action at a time: a double click or a second Enter never sends twice. */
export function useOnce() {
  const flying = useRef(false);
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async run(work: () => Promise<void>) {
      if (flying.current) return;
      flying.current = true;
      setBusy(true);
      try {
        await work();
      } finally {
        flying.current = false;
        setBusy(false);
      }
    },
  };
}
