import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../ui/Badge';

export function qualityTone(score: number): BadgeTone {
  if (score >= 70) return 'success';
  if (score >= 40) return 'warning';
  return 'danger';
}

/** The audience quality score 0–100, coloured by band; the number and its band name carry the meaning. */
export function QualityBadge({ score }: { score: number }) {
  const { t } = useTranslation('insights');
  const tone = qualityTone(score);
  const band = tone === 'success' ? 'high' : tone === 'warning' ? 'medium' : 'low';
  return (
    <Badge tone={tone} hasDot title={t(`quality.${band}`)} className="metric">
      {score}
      <span className="sr-only"> {t(`quality.${band}`)}</span>
    </Badge>
  );
}
