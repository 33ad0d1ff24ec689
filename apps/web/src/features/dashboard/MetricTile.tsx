import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

type MetricTileProps = {
  icon: LucideIcon;
  label: string;
  value: string;
  /** A line under the figure: the quota, the views. */
  detail?: string;
  to: string;
};

/** One figure of the overview, linking to the screen where it lives. */
export function MetricTile({ icon: Icon, label, value, detail, to }: MetricTileProps) {
  return (
    <Link
      to={to}
      className="focus-ring group flex flex-col gap-3 rounded-xl border border-border bg-surface p-5 shadow-xs transition-colors duration-150 hover:bg-surface-muted"
    >
      <span className="flex items-center justify-between gap-2 text-sm text-text-muted">
        {label}
        <Icon aria-hidden="true" className="size-4 shrink-0" />
      </span>
      <span className="metric font-semibold text-metric text-text">{value}</span>
      {detail && <span className="text-text-muted text-xs">{detail}</span>}
    </Link>
  );
}
