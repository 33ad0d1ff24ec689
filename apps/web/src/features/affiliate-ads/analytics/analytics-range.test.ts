import { describe, expect, it } from 'vitest';
import { checkCustomRange, isDay, presetRange, rangeFromParams } from './analytics-range';

const TODAY = '2031-03-10';

describe('the analytics range in the address', () => {
  it('counts a preset back from today, today included', () => {
    expect(presetRange('7', TODAY)).toEqual({ from: '2031-03-04', to: TODAY });
    expect(presetRange('30', TODAY)).toEqual({ from: '2031-02-09', to: TODAY });
  });

  it('reads a preset or a custom range, and falls back to 30 days for anything else', () => {
    const read = (query: string) => rangeFromParams(new URLSearchParams(query), TODAY);
    expect(read('range=90').choice).toBe('90');
    expect(read('range=custom&from=2031-01-01&to=2031-01-31')).toEqual({
      choice: 'custom',
      range: { from: '2031-01-01', to: '2031-01-31' },
    });
    for (const query of [
      '',
      'range=365',
      'range=custom&from=2031-02-30&to=2031-03-01',
      'range=custom&from=2031-03-02&to=2031-03-01',
    ]) {
      expect(read(query)).toEqual({ choice: '30', range: presetRange('30', TODAY) });
    }
  });

  it('words what is wrong with a custom range as the server does, under the field it names', () => {
    expect(isDay('2031-02-30')).toBe(false);
    expect(isDay('2032-02-29')).toBe(true);
    expect(checkCustomRange('', '2031-03-01')).toEqual({
      field: 'from',
      message: 'from must be a valid date',
    });
    expect(checkCustomRange('2031-03-01', '2031-02-30')).toEqual({
      field: 'to',
      message: 'to must be a valid date',
    });
    expect(checkCustomRange('2031-03-02', '2031-03-01')).toEqual({
      field: 'to',
      message: 'The end date cannot be before the start date',
    });
    expect(checkCustomRange('2029-01-01', '2031-03-01')).toEqual({
      field: 'to',
      message: 'A date range can span at most 731 days',
    });
    expect(checkCustomRange('2031-03-01', '2031-03-01')).toBeNull();
  });
});
