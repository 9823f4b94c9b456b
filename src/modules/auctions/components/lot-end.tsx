'use client';

import { useState } from 'react';
import { extensionNotice } from '../domain/soft-close';

/**
 * The "Förlängd" mark of a lot whose end soft close has moved, the same wherever a live end is
 * shown (the lot page, the closing board, the account's lists): a word, not only a colour.
 */
export function ExtendedMark({ testId }: { testId: string }) {
  return (
    <span className="font-semibold text-danger" data-testid={testId}>
      Förlängd
    </span>
  );
}

/**
 * A polite live region that says each move of the end once, as it happens ("Förlängd med 21
 * sekunder. Slutar 00:10:21."): nothing when the page opens, nothing while the end stands still.
 */
export function ExtensionAnnouncer({ endsAt }: { endsAt: string }) {
  const [seen, setSeen] = useState(endsAt);
  const [notice, setNotice] = useState('');
  if (seen !== endsAt) {
    setSeen(endsAt);
    const said = extensionNotice(seen, endsAt);
    if (said) setNotice(said);
  }
  return (
    <p className="sr-only" role="status" aria-atomic="true" data-testid="extension-notice">
      {notice}
    </p>
  );
}
