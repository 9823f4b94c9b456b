import { getCaller } from '@/modules/accounts/server';
import { DOCUMENT_NOT_FOUND, documentPdf } from '@/modules/orders/server';
import { getDb } from '@/platform/database';
import { AppError } from '@/platform/errors';
import { jsonRoute } from '@/platform/http/json-route';

export const dynamic = 'force-dynamic';

/**
 * An issued invoice, credit note or seller statement as a PDF (docs/decisions/0045):
 * `/dokument/2026-00042.pdf`, drawn from its frozen copy. Its buyer or seller and the studio get
 * it; anyone else, signed in or not, NOT_FOUND, as if it did not exist.
 */
export const GET = jsonRoute(async (request: Request, { params }: { params: Promise<{ file: string }> }) => {
  const { file } = await params;
  const number = /^(A?\d{4}-\d{5})\.pdf$/.exec(file)?.[1];
  if (!number) throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
  const caller = await getCaller(request.headers);
  const document = await documentPdf(await getDb(), { number }, { userId: caller?.id ?? null, admin: caller?.admin ?? false });
  return new Response(new Uint8Array(document.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${document.filename}"`,
      'content-length': String(document.pdf.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
