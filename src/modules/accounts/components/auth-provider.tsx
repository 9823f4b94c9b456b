'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Me } from '../queries/get-me';
import { emitUserEvent, parseUserEvent } from './user-events';
import { USER_EVENT_TYPES } from '@/modules/notifications';

/**
 * Auth state for the browser (spec §4): loading, signed out, signed in. It reads /api/account/me,
 * listens on the user's own event channel for unread notifications, the watchlist and the lead
 * state on lots (passed on to components through user-events.ts), and checks again when the tab
 * regains focus, so a disabled user or an expired session is signed out.
 *
 * The watchlist lives here only (one source of truth for the header heart and every lot's heart):
 * `me.watchedAuctionIds` and `me.watchlistCount`, changed by `applyWatch` optimistically and by
 * `watchlist.changed` events with the server's count.
 */

export type AuthState = { status: 'loading'; me: null } | { status: 'signedOut'; me: null } | { status: 'signedIn'; me: Me };

interface AuthContextValue {
  state: AuthState;
  refresh(): Promise<Me | null>;
  signOut(): Promise<void>;
  setHasUnread(value: boolean): void;
  /** Marks a lot watched or not; `watchlistSize` is the server's count when known. */
  applyWatch(auctionId: number, watching: boolean, watchlistSize?: number): void;
}

function withWatch(me: Me, auctionId: number, watching: boolean, watchlistSize?: number): Me {
  const has = me.watchedAuctionIds.includes(auctionId);
  const ids = watching
    ? has
      ? me.watchedAuctionIds
      : [...me.watchedAuctionIds, auctionId]
    : me.watchedAuctionIds.filter((id) => id !== auctionId);
  const count = watchlistSize ?? me.watchlistCount + (watching === has ? 0 : watching ? 1 : -1);
  if (ids === me.watchedAuctionIds && count === me.watchlistCount) return me;
  return { ...me, watchedAuctionIds: ids, watchlistCount: Math.max(0, count) };
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children, initial }: { children: React.ReactNode; initial?: Me | null }) {
  const [state, setState] = useState<AuthState>(
    initial === undefined
      ? { status: 'loading', me: null }
      : initial
        ? { status: 'signedIn', me: initial }
        : { status: 'signedOut', me: null },
  );
  const lastUid = useRef<string | null>(initial?.uid ?? null);
  const router = useRouter();

  const refresh = useCallback(async () => {
    try {
      const response = await fetch('/api/account/me', { credentials: 'same-origin', cache: 'no-store' });
      const body = (await response.json()) as { result: Me | null };
      lastUid.current = body.result?.uid ?? null;
      setState(body.result ? { status: 'signedIn', me: body.result } : { status: 'signedOut', me: null });
      return body.result;
    } catch {
      // Offline: keep what we know rather than flashing the signed-out state.
      setState((current) => (current.status === 'loading' ? { status: 'signedOut', me: null } : current));
      return null;
    }
  }, []);

  const signOut = useCallback(async () => {
    await fetch('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).catch(() => undefined);
    lastUid.current = null;
    setState({ status: 'signedOut', me: null });
  }, []);

  const setHasUnread = useCallback((value: boolean) => {
    setState((current) => (current.status === 'signedIn' ? { status: 'signedIn', me: { ...current.me, hasUnread: value } } : current));
  }, []);

  const applyWatch = useCallback((auctionId: number, watching: boolean, watchlistSize?: number) => {
    setState((current) => {
      if (current.status !== 'signedIn') return current;
      const me = withWatch(current.me, auctionId, watching, watchlistSize);
      return me === current.me ? current : { status: 'signedIn', me };
    });
  }, []);

  useEffect(() => {
    // Reading the session is syncing with an external system; its answer arrives asynchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (initial === undefined) void refresh();
    const onFocus = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onFocus);
    return () => document.removeEventListener('visibilitychange', onFocus);
  }, [initial, refresh]);

  const uid = state.status === 'signedIn' ? state.me.uid : null;
  useEffect(() => {
    if (!uid) return;
    const source = new EventSource('/api/events?user=me');
    const update = (patch: Partial<Me>) =>
      setState((current) => (current.status === 'signedIn' ? { status: 'signedIn', me: { ...current.me, ...patch } } : current));
    const onNotification = (event: MessageEvent) => {
      const data = JSON.parse(event.data) as { hasUnread?: boolean };
      if (typeof data.hasUnread === 'boolean') update({ hasUnread: data.hasUnread });
      window.dispatchEvent(new CustomEvent('klubban:notifications', { detail: { type: event.type, data } }));
    };
    // Parsed by their schemas, which load with the first event (parseUserEvent); a stream closed
    // meanwhile (unmounted, signed out) drops what was still being read.
    let open = true;
    source.addEventListener(USER_EVENT_TYPES.notificationCreated, onNotification);
    source.addEventListener(USER_EVENT_TYPES.notificationsRead, onNotification);
    source.addEventListener(USER_EVENT_TYPES.watchlistChanged, (event) => {
      void parseUserEvent(USER_EVENT_TYPES.watchlistChanged, (event as MessageEvent<string>).data).then((data) => {
        if (!data || !open) return;
        applyWatch(data.auctionId, data.watching, data.watchlistSize);
        emitUserEvent(USER_EVENT_TYPES.watchlistChanged, data);
      });
    });
    source.addEventListener(USER_EVENT_TYPES.auctionLead, (event) => {
      void parseUserEvent(USER_EVENT_TYPES.auctionLead, (event as MessageEvent<string>).data).then((data) => {
        if (data && open) emitUserEvent(USER_EVENT_TYPES.auctionLead, data);
      });
    });
    // Disabled, or signed out everywhere from the console: the open page signs itself out now.
    source.addEventListener(USER_EVENT_TYPES.accountSignedOut, () => {
      source.close();
      void refresh().then(() => router.refresh());
    });
    source.onerror = () => {
      // A 401 (signed out elsewhere, disabled) closes the stream; find out which.
      if (source.readyState === EventSource.CLOSED) void refresh();
    };
    return () => {
      open = false;
      source.close();
    };
  }, [uid, refresh, applyWatch, router]);

  const value = useMemo(() => ({ state, refresh, signOut, setHasUnread, applyWatch }), [state, refresh, signOut, setHasUnread, applyWatch]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
