import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { type CsvValue, downloadCsv, toCsv } from './csv';

type ExportCsvButtonProps = {
  /** The table's name, for the button's accessible name: several tables share a screen. */
  table: string;
  /** Without '.csv'; kept to ASCII letters, digits and dashes. */
  filename: string;
  headers: readonly string[];
  rows: () => readonly (readonly CsvValue[])[];
};

/** "Export CSV" for one table: built here from the rows on hand, nothing asked of the server. */
export function ExportCsvButton({ table, filename, headers, rows }: ExportCsvButtonProps) {
  const { t } = useTranslation('ad-analytics');
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t('export.label', { table })}
      onClick={() => downloadCsv(`${filename}.csv`, toCsv(headers, rows()))}
    >
      <Download aria-hidden="true" />
      {t('export.button')}
    </Button>
  );
}
