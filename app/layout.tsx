import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { BrowserSetup } from '@/ui/browser-setup';
import './globals.css';

// The variable fonts' Latin files (å ä ö included) through next/font: preloaded, self-hosted, and
// with fallback metrics adjusted so the swap from the fallback font does not move the layout.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});
const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-fraunces',
  adjustFontFallback: 'Times New Roman',
});

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
    <html lang="sv" className={`${inter.variable} ${fraunces.variable}`}>
      <body className="antialiased">
        <BrowserSetup />
        {children}
      </body>
    </html>
  );
}
