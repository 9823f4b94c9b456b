'use client';

import { useEffect, useRef, useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import { FunctionsError } from '@/platform/callable/client';
import { CheckboxField, FormMessage, PrimaryButton } from '@/ui/form';
import { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind } from '../push-kinds';
import { buttonClass } from '@/ui/button';

/**
 * "Pushnotiser" on /user: push for this browser, opt-in only. Nothing is asked of
 * the browser when the page loads — the service worker is registered and permission requested only
 * when the user presses "Slå på pushnotiser" (an existing registration is only looked at, to show
 * whether this browser already gets pushes). Each kind's switch saves at once; "Stäng av" ends the
 * browser's subscription.
 */

type Phase =
  | { name: 'checking' }
  | { name: 'unsupported' }
  | { name: 'denied' }
  | { name: 'off' }
  | { name: 'on'; endpoint: string; kinds: PushKind[] };

const MESSAGES = {
  unsupported:
    'Den här webbläsaren kan inte ta emot pushnotiser. På iPhone och iPad fungerar de när du har lagt till Klubban på hemskärmen och öppnar den därifrån.',
  denied:
    'Notiser från Klubban är blockerade i webbläsaren. Tillåt notiser för den här webbplatsen i webbläsarens inställningar och ladda om sidan.',
  dismissed: 'Du behöver tillåta notiser när webbläsaren frågar för att få pushnotiser.',
  failed: 'Pushnotiserna kunde inte slås på. Försök igen om en stund.',
  saveFailed: 'Ändringen kunde inte sparas. Försök igen.',
  offFailed: 'Pushnotiserna kunde inte stängas av. Försök igen.',
} as const;

function supportsPush(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID key as PushManager.subscribe wants it: the bytes of its base64url text. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const text = atob(
    base64Url
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64Url.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** The subscription as SUBSCRIBE_PUSH takes it. */
function subscriptionInput(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

const messageOf = (error: unknown, fallback: string) => (error instanceof FunctionsError && error.message ? error.message : fallback);

/** This browser's push subscription, if it has one (no registration is made to find out). */
async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The /user section, heading included (id `pushnotiser`). */
export function PushSettings() {
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'info' | 'success'; text: string } | null>(null);
  // Switch changes are saved one after another, so the last click is the one that stays.
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!supportsPush()) return setPhase({ name: 'unsupported' });
      if (Notification.permission === 'denied') return setPhase({ name: 'denied' });
      try {
        const subscription = Notification.permission === 'granted' ? await existingSubscription() : null;
        if (!subscription) return live && setPhase({ name: 'off' });
        const { subscription: kept } = await callAction('GET_PUSH_SUBSCRIPTION', { endpoint: subscription.endpoint });
        if (!live) return;
        // Another user's (or a forgotten) subscription on this browser: off for this user until turned on.
        setPhase(kept ? { name: 'on', endpoint: subscription.endpoint, kinds: kept.kinds } : { name: 'off' });
      } catch {
        if (live) setPhase({ name: 'off' });
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    setBusy(true);
    setMessage(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setPhase({ name: 'denied' });
      if (permission !== 'granted') return setMessage({ tone: 'info', text: MESSAGES.dismissed });
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const response = await fetch('/api/push/key', { cache: 'no-store' });
      if (!response.ok) throw new Error(`push key: ${response.status}`);
      const key = keyBytes(((await response.json()) as { publicKey: string }).publicKey);
      let subscription = await registration.pushManager.getSubscription();
      // A subscription made for another key (the server's keys were replaced) cannot be pushed to.
      if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      const { subscription: kept } = await callAction('SUBSCRIBE_PUSH', { subscription: subscriptionInput(subscription) });
      setPhase({ name: 'on', endpoint: kept.endpoint, kinds: kept.kinds });
      setMessage({ tone: 'success', text: 'Pushnotiser är påslagna i den här webbläsaren.' });
    } catch (error) {
      setMessage({ tone: 'error', text: messageOf(error, MESSAGES.failed) });
    } finally {
      setBusy(false);
    }
  }

  function toggle(kind: PushKind, checked: boolean) {
    if (phase.name !== 'on') return;
    const kinds = PUSH_KINDS.filter((k) => (k === kind ? checked : phase.kinds.includes(k)));
    const before = phase.kinds;
    setPhase({ ...phase, kinds });
    setMessage(null);
    saving.current = saving.current.then(async () => {
      try {
        const subscription = await existingSubscription();
        if (!subscription) throw new Error('no subscription');
        await callAction('SUBSCRIBE_PUSH', { subscription: subscriptionInput(subscription), kinds });
        setMessage({ tone: 'success', text: 'Sparat.' });
      } catch (error) {
        setPhase((current) => (current.name === 'on' ? { ...current, kinds: before } : current));
        setMessage({ tone: 'error', text: messageOf(error, MESSAGES.saveFailed) });
      }
    });
  }

  async function turnOff() {
    if (phase.name !== 'on') return;
    setBusy(true);
    setMessage(null);
    try {
      await saving.current;
      try {
        await callAction('UNSUBSCRIBE_PUSH', { endpoint: phase.endpoint });
      } catch (error) {
        // Already forgotten by the server (the push service said it was gone): off all the same.
        if (!(error instanceof FunctionsError && error.code === 'not-found')) throw error;
      }
      const registration = await navigator.serviceWorker.getRegistration('/');
      await (await registration?.pushManager.getSubscription())?.unsubscribe();
      await registration?.unregister();
      setPhase({ name: 'off' });
      setMessage({ tone: 'info', text: 'Pushnotiser är avstängda i den här webbläsaren.' });
    } catch (error) {
      setMessage({ tone: 'error', text: messageOf(error, MESSAGES.offFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mt-12 scroll-mt-24" id="pushnotiser" aria-labelledby="pushnotiser-rubrik">
      <h2 id="pushnotiser-rubrik" className="mb-2 font-serif text-2xl font-semibold">
        Pushnotiser
      </h2>
      <div className="space-y-4" aria-busy={phase.name === 'checking' || busy || undefined}>
        <p className="text-sm text-muted">
          Få besked på telefonen eller datorn när du blir överbjuden, vinner, när ett bevakat föremål snart slutar och när en bevakad
          sökning får nya träffar – även när Klubban inte är öppen. Inställningen gäller den här webbläsaren.
        </p>
        {phase.name === 'unsupported' ? <FormMessage tone="info">{MESSAGES.unsupported}</FormMessage> : null}
        {phase.name === 'denied' ? <FormMessage tone="info">{MESSAGES.denied}</FormMessage> : null}
        {phase.name === 'off' ? (
          <PrimaryButton type="button" busy={busy} onClick={() => void turnOn()} className="sm:w-auto">
            Slå på pushnotiser
          </PrimaryButton>
        ) : null}
        {phase.name === 'on' ? (
          <>
            <fieldset className="space-y-3">
              <legend className="mb-2 text-sm font-medium">Skicka en pushnotis när det gäller</legend>
              {PUSH_KINDS.map((kind) => (
                <CheckboxField
                  key={kind}
                  name={`push-${kind}`}
                  label={PUSH_KIND_LABELS[kind]}
                  checked={phase.kinds.includes(kind)}
                  onChange={(event) => toggle(kind, event.currentTarget.checked)}
                />
              ))}
            </fieldset>
            <button
              type="button"
              onClick={() => void turnOff()}
              disabled={busy}
              aria-busy={busy || undefined}
              className={buttonClass('outline', 'sm')}
            >
              Stäng av
            </button>
          </>
        ) : null}
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      </div>
    </section>
  );
}
