import type { NextConfig } from 'next';

// A one-off build: `npm test` (scripts/test.mjs) builds once, right after its own type check of
// the whole project, and `npm start` builds once on a fresh clone, of code CI checked
// (docs/decisions/0035). Such a build skips Next's second type check (49–53 s here) and the
// Turbopack build cache (22–29 s of writing, for a next build that never comes). `npm run build`
// keeps both.
const oneOffBuild = process.env.KLUBBAN_ONE_OFF_BUILD === '1';

const nextConfig: NextConfig = {
  // A second build folder lets a benchmark or a helper build beside a running server (default .next).
  distDir: process.env.KLUBBAN_NEXT_DIST_DIR || '.next',
  // PGlite ships WASM and extension bundles that cannot be bundled (docs/architecture.md, measured).
  // prom-client: one copy of the library for every bundle that counts (src/platform/metrics.ts).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pino',
    'sharp',
    'heic-decode',
    '@tus/server',
    '@tus/file-store',
    '@tus/s3-store',
    'prom-client',
    // Node-only (https, crypto); nothing to gain from bundling it.
    'web-push',
    // pdfkit loads its standard fonts' metrics at run time (createRequire of its own #standard-fonts
    // modules; older releases read js/data/*.afm), which a bundle would not carry
    // (src/modules/orders/documents/pdf.ts).
    'pdfkit',
  ],
  poweredByHeader: false,
  // The service worker (public/sw.js, web push): always revalidated, so a fixed worker reaches every
  // browser at its next visit instead of after a cached copy expires; its scope is the site's root
  // by where it is served, so no Service-Worker-Allowed is needed. Its policy lets it show the
  // notification's icon (the site's own) and nothing else.
  async headers() {
    return [
      {
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Content-Type', value: 'text/javascript; charset=utf-8' },
          {
            key: 'Content-Security-Policy',
            value: "default-src 'none'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
          },
        ],
      },
    ];
  },
  // Subresource integrity on the site's own script tags: the pages the page cache keeps allow
  // scripts by hash, not by nonce (src/platform/http/content-security-policy.ts, docs/decisions/0022).
  experimental: { sri: { algorithm: 'sha256' }, turbopackFileSystemCacheForBuild: !oneOffBuild },
  typescript: { ignoreBuildErrors: oneOffBuild },
  // The analytics relay (/ingest/…) forwards paths as the client sent them, trailing slash included.
  skipTrailingSlashRedirect: true,
  images: {
    // The spec's figures (§2 "Layout and shell").
    deviceSizes: [360, 414, 640, 768, 1024, 1280, 1536],
    imageSizes: [64, 80, 96, 160, 240, 320, 480, 640, 800],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/icons/**' }],
  },
};

export default nextConfig;
