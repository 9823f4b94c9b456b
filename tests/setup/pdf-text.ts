import { extractText, getDocumentProxy, getMeta } from 'unpdf';

/**
 * The text of a PDF, for tests that read a drawn document (src/modules/orders/documents/pdf.ts).
 * Spaces are plain (the PDF's non-breaking spaces and any narrow ones read back as " ") and a
 * minus is a hyphen, as the standard fonts draw it: compare with `asPdfText(formatOre(x))`.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfPages(pdf)).join('\n');
}

/** Each page's text, in order (the same spacing as `pdfText`). */
export async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  // pdf.js takes over the buffer it is given: hand it a copy.
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text.map(asPdfText);
  } finally {
    await document.destroy();
  }
}

/** The document's metadata (Title, Author, Subject, CreationDate as a PDF date string, …). */
export async function pdfInfo(pdf: Uint8Array): Promise<Record<string, unknown>> {
  const { info } = await getMeta(new Uint8Array(pdf));
  return info;
}

/** A string as `pdfText` reads it back: plain spaces, a hyphen for the minus sign. */
export function asPdfText(text: string): string {
  return text.replace(/[\u00a0\u202f\u2007\u2009]/g, ' ').replace(/\u2212/g, '-');
}
