import type { TAnalyticsRange } from '@creatorscope/contracts';

/*
 * The range an analytics screen shows, kept in the address (?range=30, or ?range=custom&from=…&to=…)
 * so that a link or a reload shows the same days. Days are UTC days, as the server's rollups are.
 */

export const RANGE_PRESETS = ['7', '30', '90'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type RangeChoice = RangePreset | 'custom';

export const DEFAULT_PRESET: RangePreset = '30';
/** The events floor's limit (apps/server events/reads.ts): a range spans at most two years. */
export const RANGE_MAX_DAYS = 731;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day in UTC, 'YYYY-MM-DD'. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A real calendar day: 2031-02-30 is not one, though Date.parse would roll it over to March. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && dayOf(new Date(time)) === value;
}

/** The last `days` days up to today, today included. */
export const presetRange = (preset: RangePreset, today: string): TAnalyticsRange => ({
  from: addDays(today, 1 - Number(preset)),
  to: today,
});

/**
 * What is wrong with a custom range, as the server words it (so the messages catalog translates
 * it), with the field to show it under; null when the server will take it.
 */
export function checkCustomRange(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!isDay(from)) return { field: 'from', message: 'from must be a valid date' };
  if (!isDay(to)) return { field: 'to', message: 'to must be a valid date' };
  const days = daysBetween(from, to);
  if (days < 1) return { field: 'to', message: 'The end date cannot be before the start date' };
  if (days > RANGE_MAX_DAYS) {
    return { field: 'to', message: `A date range can span at most ${RANGE_MAX_DAYS} days` };
  }
  return null;
}

/**
 * The choice and the days the address asks for. An unknown choice, or a custom range the server
 * would refuse (a hand-edited link), falls back to the default preset.
 */
export function rangeFromParams(
  params: URLSearchParams,
  today: string,
): { choice: RangeChoice; range: TAnalyticsRange } {
  const choice = params.get('range');
  if (choice === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (checkCustomRange(from, to) === null) return { choice, range: { from, to } };
  }
  const preset = RANGE_PRESETS.find((p) => p === choice) ?? DEFAULT_PRESET;
  return { choice: preset, range: presetRange(preset, today) };
}
