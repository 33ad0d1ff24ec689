import { Badge, type BadgeTone } from '../../ui/Badge';

type QualityBand = 'high' | 'medium' | 'low';

/** Names a band: the caller's `t`, from whichever namespace it loaded (insights, creators). */
export type QualityBandText = (key: `quality.${QualityBand}`) => string;

function qualityTone(score: number): BadgeTone {
  if (score >= 70) return 'success';
  if (score >= 40) return 'warning';
  return 'danger';
}

/** The audience quality score 0–100, coloured by band; the number and its band name carry the meaning. */
export function QualityBadge({ score, t }: { score: number; t: QualityBandText }) {
  const tone = qualityTone(score);
  const band = tone === 'success' ? 'high' : tone === 'warning' ? 'medium' : 'low';
  return (
    <Badge tone={tone} hasDot title={t(`quality.${band}`)} className="metric">
      {score}
      <span className="sr-only"> {t(`quality.${band}`)}</span>
    </Badge>
  );
}
