/**
 * The frame of the test payment provider's hosted pages: it looks like a separate service on
 * purpose (as Stripe's pages do), and says plainly that no real money moves.
 */
export function TestProviderFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="min-h-[var(--app-height)] bg-[#f4f5f7] px-4 py-8 sm:py-16">
      <div className="mx-auto max-w-md">
        <p className="mb-4 flex items-center gap-2 text-sm font-semibold tracking-wide text-[#3c4257]">
          <span aria-hidden className="inline-block size-6 rounded-md bg-[#3c4257]" />
          Testbetalningar
        </p>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8">
          <h1 className="text-xl font-semibold text-[#1a1f36]">{title}</h1>
          {children}
        </div>
        <p className="mt-4 text-xs text-[#4f566b]">
          Det här är Klubbans inbyggda testleverantör. Inga riktiga pengar eller konton används; med en Stripe-nyckel ersätts sidan av
          Stripes egen.
        </p>
      </div>
    </div>
  );
}
