import 'server-only';
import { paymentMode } from '@/modules/payments/server';

/** The exact words (docs/decisions/0028); the receipt and every e-mail say the same. */
export const PAYMENTS_PRETEND_TEXT = 'Testläge – inga riktiga betalningar';

/**
 * A calm strip on every page while the built-in test provider serves (docs/decisions/0028):
 * nobody should mistake a pretend payment for a real one. Rendered on the server from the
 * process's configuration at request time, never in the browser: the page cache keeps a page per
 * process, and the setting is per process, so a cached page always shows its server's mode.
 * A polite status inside its own landmark (axe "region"), not an alert: present from the first
 * paint, it interrupts no one. Dark brown on pale yellow, 8:1. Not printed: the receipt carries
 * its own notice.
 */
export function PaymentModeBanner() {
  if (paymentMode() !== 'test') return null;
  return (
    <aside aria-label="Betalningar" data-payment-mode="test" className="bg-[#fff4d6] text-[#5c3d00] print:hidden">
      <p role="status" className="mx-auto flex min-h-8 max-w-6xl items-center justify-center px-4 py-1 text-center text-sm font-medium">
        {PAYMENTS_PRETEND_TEXT}
      </p>
    </aside>
  );
}
