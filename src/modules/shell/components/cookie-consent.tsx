'use client';

import Link from '@/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import {
  COOKIE_CONSENT_KEY,
  isCookiePolicyPath,
  parseCookieConsent,
  serializeCookieConsent,
  type CookieConsent as Consent,
} from '../domain/cookie-consent';
import { Integrations, type IntegrationSettings } from './integrations';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useLocalStorageValue, writeLocalStorage } from './use-local-storage';
import { buttonClass } from '@/ui/button';

/** Whether the visitor has asked to see the choice again ("Cookieinställningar" in the footer). */
let settingsOpen = false;
const settingsListeners = new Set<() => void>();

function setSettingsOpen(open: boolean): void {
  settingsOpen = open;
  for (const listener of settingsListeners) listener();
}

/** Opens the cookie dialog again, so the visitor can change their mind. */
export function openCookieSettings(): void {
  setSettingsOpen(true);
}

function useSettingsOpen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      settingsListeners.add(onChange);
      return () => settingsListeners.delete(onChange);
    },
    () => settingsOpen,
    () => false,
  );
}

/**
 * The cookie choice (spec §2 "Layout and shell", §4 "Cookie consent") and the analytics it allows.
 * The dialog is in the server HTML, so a first-time visitor sees it with the first paint (it was
 * the page's largest paint when it waited for hydration); <ShellStart/> hides it before that
 * paint for a visitor who has already chosen, and after hydration the stored choice removes it.
 * Render it outside <Suspense>: inside a boundary its HTML streams after the page and paints late.
 */
export function CookieConsent() {
  const raw = useLocalStorageValue(COOKIE_CONSENT_KEY);
  const pathname = usePathname() ?? '/';
  const reopened = useSettingsOpen();
  // `undefined` on the server and while hydrating: the choice is not known to React yet.
  const hydrated = raw !== undefined;
  const current = hydrated ? parseCookieConsent(raw) : null;
  if (current !== null && !reopened) return null;
  return (
    <ConsentDialog
      active={hydrated}
      current={current}
      // On the cookie policy itself the dialog does not block, so the policy can be read.
      blocking={!isCookiePolicyPath(pathname)}
      onChoose={(analytics) => {
        writeLocalStorage(COOKIE_CONSENT_KEY, serializeCookieConsent(analytics));
        setSettingsOpen(false);
      }}
      onClose={() => setSettingsOpen(false)}
    />
  );
}

/** Analytics, error monitoring and the ad tag, each loaded only once the visitor has accepted them. */
export function ConsentedIntegrations({ settings }: { settings: IntegrationSettings }) {
  const raw = useLocalStorageValue(COOKIE_CONSENT_KEY);
  // Undecided (or not yet read while hydrating): nothing loads, nothing is cleared.
  const consent = raw === undefined ? null : parseCookieConsent(raw);
  return <Integrations consented={consent ? consent.analytics : null} settings={settings} />;
}

/** The footer's way back to the choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={openCookieSettings} className={className}>
      Cookieinställningar
    </button>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * `active` once the stored choice is known: only then does it take the focus and lock the page.
 * With a `current` choice (opened again from the footer) it says what that choice is and can be
 * closed without changing it.
 */
function ConsentDialog({
  active,
  blocking,
  current,
  onChoose,
  onClose,
}: {
  active: boolean;
  blocking: boolean;
  current: Consent | null;
  onChoose(analytics: boolean): void;
  onClose(): void;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closable = current !== null;
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  const titleId = useId();
  const textId = useId();
  useBodyScrollLock(active && blocking);

  // Focus moves into the dialog and stays there (Tab cycles; focus elsewhere is brought back).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !active || !blocking) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.focus({ preventScroll: true });
    const focusables = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && closable) {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [active, blocking, closable]);

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center pointer-events-none"
      data-testid="cookie-consent"
      // The boot script hides the first-visit dialog for a visitor who has chosen; opened again it must show.
      data-cookie-consent={closable ? undefined : ''}
    >
      {blocking ? (
        <div aria-hidden className="pointer-events-auto absolute inset-0 bg-ink/40 transition-opacity duration-200 starting:opacity-0" />
      ) : null}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal={blocking}
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        className="pointer-events-auto relative w-full rounded-t-2xl border border-line bg-white px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-6 shadow-[0_-12px_40px_-16px_rgba(17,17,17,0.35)] outline-none! sm:mb-6 sm:max-w-2xl sm:rounded-2xl sm:p-8"
      >
        {current ? (
          <button
            type="button"
            onClick={onClose}
            aria-label="Stäng utan att ändra"
            className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full text-2xl leading-none text-muted hover:bg-ground hover:text-ink"
          >
            <span aria-hidden>×</span>
          </button>
        ) : null}
        <h2 id={titleId} className="font-serif text-2xl font-semibold">
          {current ? 'Cookieinställningar' : 'Vi använder cookies'}
        </h2>
        <p id={textId} className="mt-2 text-sm leading-relaxed text-muted sm:text-base">
          {current ? (
            <>
              <strong className="font-semibold text-ink">
                Ditt val just nu: {current.analytics ? 'alla cookies.' : 'endast nödvändiga.'}
              </strong>{' '}
            </>
          ) : null}
          Nödvändiga cookies behövs för att Klubban ska fungera, till exempel för inloggning. Med ditt godkännande använder vi också cookies
          för statistik, felövervakning och annonsmätning, så att vi kan göra sajten bättre. Du kan ändra dig när som helst under
          ”Cookieinställningar” längst ned på sidan.{' '}
          <Link href="/cookiepolicy" className="font-medium text-ink underline underline-offset-4">
            Läs vår cookiepolicy
          </Link>
        </p>
        <div className="mt-5 grid gap-2 sm:mt-6 sm:grid-cols-2 sm:gap-3">
          <button type="button" onClick={() => onChoose(false)} className={buttonClass('outlineStrong', 'md', 'bg-white text-ink')}>
            Endast nödvändiga
          </button>
          <button type="button" onClick={() => onChoose(true)} className={buttonClass()}>
            Acceptera alla
          </button>
        </div>
      </div>
    </div>
  );
}
