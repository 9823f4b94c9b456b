import type { Metadata, Viewport } from 'next';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Klubban', template: '%s – Klubban' },
  description: 'Klubban – nätauktioner för konst, design och samlarföremål. Auktionerna avslutas varje söndag.',
  applicationName: 'Klubban',
  manifest: '/manifest.webmanifest',
  appleWebApp: { capable: true, title: 'Klubban', statusBarStyle: 'default' },
  icons: {
    icon: [
      { url: '/icons/favicon-32.png', sizes: '32x32', type: 'image/png' },
      { url: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    ],
    apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180' }],
  },
  formatDetection: { telephone: false },
};

/** Spec §1: installable, viewport locked with no user zoom, theme colour white. */
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  maximumScale: 1,
  userScalable: false,
  viewportFit: 'cover',
  themeColor: '#ffffff',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="sv">
      <body className="antialiased">{children}</body>
    </html>
  );
}
