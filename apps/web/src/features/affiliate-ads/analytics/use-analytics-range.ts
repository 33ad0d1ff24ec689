import type { TAnalyticsRange } from '@creatorscope/contracts';
import { useSearchParams } from 'react-router';
import { dayOf, type RangeChoice, type RangePreset, rangeFromParams } from './analytics-range';

/**
 * The range in the address, and the ways to change it. Other parameters of the page stay as they
 * are, and a change replaces the history entry: Back leaves the page rather than stepping ranges.
 */
export function useAnalyticsRange(): {
  choice: RangeChoice;
  range: TAnalyticsRange;
  choosePreset: (preset: RangePreset) => void;
  chooseCustom: (range: TAnalyticsRange) => void;
} {
  const [params, setParams] = useSearchParams();
  const { choice, range } = rangeFromParams(params, dayOf(new Date()));
  const update = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null) merged.delete(key);
          else merged.set(key, value);
        }
        return merged;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    choice,
    range,
    choosePreset: (preset) => update({ range: preset, from: null, to: null }),
    chooseCustom: (custom) => update({ range: 'custom', ...custom }),
  };
}
