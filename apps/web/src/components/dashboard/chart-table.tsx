import { formatMoney } from '../../lib/money';

/**
 * A chart's figures as a visually hidden table, for screen readers (the chart itself is hidden from
 * them): one row per point, its name and its amount in taka.
 */
export function ChartTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  /** The heads of the name and amount columns. */
  columns: readonly [string, string];
  rows: readonly (readonly [string, number])[];
  testId: string;
}) {
  return (
    <table className="sr-only" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, amount]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{formatMoney(amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
