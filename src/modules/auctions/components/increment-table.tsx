import { formatEstimate, formatSek } from '@/ui/format';
import { incrementBands } from '../domain/increments';

/** A price band as the pages print it: "300–999 kr", "1 000 000 kr och mer". */
export function priceBandLabel(band: { from: number; to: number | null }): string {
  return band.to === null ? `${formatSek(band.from)} och mer` : `${formatEstimate(band.from, band.to)}`;
}

/** The whole increment ladder as a table, from the table the engine bids by (the terms, §4.5). */
export function IncrementTable() {
  return (
    <table>
      <caption>Budsteg i kronor efter aktuellt pris</caption>
      <thead>
        <tr>
          <th scope="col">Aktuellt pris</th>
          <th scope="col">Budsteg</th>
        </tr>
      </thead>
      <tbody>
        {incrementBands().map((band) => (
          <tr key={band.from}>
            <th scope="row">{priceBandLabel(band)}</th>
            <td>{formatSek(band.increment)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The ladder's first `count` steps as a list ("under 300 kr: 20 kr", "300–999 kr: 50 kr" …), for the Q&A. */
export function IncrementList({ count }: { count: number }) {
  return (
    <ul>
      {incrementBands()
        .slice(0, count)
        .map((band) => (
          <li key={band.from}>
            {band.from === 0 && band.to !== null ? `under ${formatSek(band.to + 1)}` : priceBandLabel(band)}: {formatSek(band.increment)}
          </li>
        ))}
    </ul>
  );
}
