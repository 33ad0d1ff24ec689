type ChartTableProps = {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
};

/** The data of a chart as a table that only screen readers see: a chart alone says nothing to them. */
export function ChartTable({ caption, headers, rows }: ChartTableProps) {
  // Clipping does not apply to a table box itself: the wrapper hides it, or it widens a phone's page.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={`${index}-${cell}`} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional within their row
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
