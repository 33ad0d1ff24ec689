/*
 * Chart colours are the design tokens themselves (CSS variables), so light, dark and semidark
 * switch with the rest of the page and no hex value lives in a chart.
 */
export const SERIES_COLORS = [
  'var(--color-accent)',
  'var(--color-success)',
  'var(--color-warning)',
  'var(--color-danger)',
] as const;

export const AXIS_TICK = { fill: 'var(--color-text-muted)', fontSize: 12 };
export const GRID_STROKE = 'var(--color-border)';

export const TOOLTIP_PROPS = {
  contentStyle: {
    background: 'var(--color-surface)',
    border: '1px solid var(--color-border)',
    borderRadius: 8,
    color: 'var(--color-text)',
    fontSize: 12,
  },
  labelStyle: { color: 'var(--color-text-muted)' },
  itemStyle: { color: 'var(--color-text)' },
  cursor: { stroke: 'var(--color-border-strong)', fill: 'var(--color-surface-muted)' },
} as const;
