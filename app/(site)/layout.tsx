import { Suspense } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/modules/accounts/components/auth-provider';
import { SiteFooter } from '@/modules/shell/components/site-footer';
import { SiteHeader } from '@/modules/shell/components/site-header';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <Suspense fallback={<div className="h-[61px] border-b border-line" />}>
        <SiteHeader />
      </Suspense>
      <main id="innehall" className="min-h-[60vh]">{children}</main>
      <SiteFooter />
      <Toaster position="bottom-center" />
    </AuthProvider>
  );
}
