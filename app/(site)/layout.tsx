import { AuthProvider } from '@/modules/accounts/components/auth-provider';
import { ShellServices } from '@/modules/shell/components/shell-services';
import { CATEGORY_LABELS, chipCategories } from '@/keys';
import { PaymentModeBanner } from '@/modules/shell/components/payment-mode-banner';
import { SellBanner } from '@/modules/shell/components/sell-banner';
import { ShellStart } from '@/modules/shell/components/shell-start';
import { SiteFooter } from '@/modules/shell/components/site-footer';
import { SiteHeader } from '@/modules/shell/components/site-header';

const HEADER_CATEGORIES = chipCategories().map((key) => ({ key, label: CATEGORY_LABELS[key] }));

/**
 * Rendered per request: the header reads the URL (useSearchParams outside <Suspense>) and the
 * public configuration is read at request time (PublicConfig), so no page here is static anyway.
 */
export const dynamic = 'force-dynamic';

/** Pages with the header and the footer (spec §2 "Layout and shell"); see app/(bare) for neither. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <ShellStart />
      <PaymentModeBanner />
      <SellBanner />
      {/* Not in <Suspense>: a boundary lets React stream the header after the page, and then
          visitors without JavaScript would never see the search form. */}
      <SiteHeader categories={HEADER_CATEGORIES} />
      <main id="innehall" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter />
      <ShellServices />
    </AuthProvider>
  );
}
