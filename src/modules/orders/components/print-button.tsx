'use client';

/** "Skriv ut" on the receipt; not itself printed. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-6 text-sm font-medium text-white hover:bg-black print:hidden"
    >
      Skriv ut
    </button>
  );
}
