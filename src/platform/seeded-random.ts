/**
 * A small deterministic generator (xorshift32): the same numbers in [0, 1) for the same seed on
 * every machine. For what must repeat — the demo catalogue, a test's bid race, a benchmark's
 * visitors — never for anything a user could guess (use node:crypto there).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}
