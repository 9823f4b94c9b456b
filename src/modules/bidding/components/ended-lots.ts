/**
 * A list's lots whose countdown has run out, after one lot's Countdown reported (onEndedChange):
 * the same set when nothing changed, so the list does not render again for nothing.
 */
export function withEnded(current: ReadonlySet<number>, id: number, over: boolean): ReadonlySet<number> {
  if (over === current.has(id)) return current;
  const next = new Set(current);
  if (over) next.add(id);
  else next.delete(id);
  return next;
}
