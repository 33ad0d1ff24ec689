import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV export', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('the "best" shop')).toBe('"the ""best"" shop"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('makes text a spreadsheet would run as a formula inert, but leaves numbers as numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell(-75)).toBe('-75');
    expect(csvCell(499.99)).toBe('499.99');
    expect(csvCell(null)).toBe('');
  });

  it('writes the header first, CRLF between records, after a byte order mark', () => {
    expect(
      toCsv(
        ['Day', 'Clicks'],
        [
          ['2031-03-01', 3],
          ['2031-03-02', 0],
        ],
      ),
    ).toBe('\uFEFFDay,Clicks\r\n2031-03-01,3\r\n2031-03-02,0\r\n');
  });
});
