/* The screen's tables as CSV files (csvCell and toCsv are shared with the server, in the contracts). */
import { type CsvValue, csvCell, toCsv } from '@creatorscope/contracts';

export { type CsvValue, csvCell, toCsv };

/** Hands the text to the browser as a file download. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; a moment later the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
