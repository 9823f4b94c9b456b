/** How long a run took, as the console says it: "0 ms", "850 ms", "1,2 s", "2 min 5 s". */
export function formatDuration(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  if (whole < 1000) return `${whole} ms`;
  if (whole < 60_000) return `${(whole / 1000).toLocaleString('sv-SE', { maximumFractionDigits: 1 })} s`;
  const seconds = Math.round(whole / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
