import { Suspense } from 'react';
import { Toaster } from 'sonner';
import { AppShellEffects } from './app-shell-effects';
import { PublicConfig } from './public-config';

/** What every layout carries besides its chrome: toasts, the runtime public config (analytics after consent) and the shell behaviour; <ShellStart/> carries the cookie dialog. */
export function ShellServices() {
  return (
    <>
      <Toaster position="bottom-center" />
      <Suspense fallback={null}>
        <PublicConfig />
      </Suspense>
      <Suspense fallback={null}>
        <AppShellEffects />
      </Suspense>
    </>
  );
}
