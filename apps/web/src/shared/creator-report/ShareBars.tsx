import { useFormat } from '../../app/use-format';

type ShareBarsProps = {
  /** Names the list for screen readers. */
  label: string;
  items: readonly { key: string; label: string; share: number }[];
};

/** Shares (0..1) as labelled horizontal bars; the figures are text, so nothing hides in the graphic. */
export function ShareBars({ label, items }: ShareBarsProps) {
  const format = useFormat();
  return (
    <ul aria-label={label} className="flex flex-col gap-2.5">
      {items.map((item) => (
        <li key={item.key} className="flex flex-col gap-1">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="truncate text-text">{item.label}</span>
            <span className="metric text-text-muted">{format.share(item.share)}</span>
          </div>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
            <div
              className="h-full rounded-full bg-accent"
              style={{ width: `${Math.min(100, item.share * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
