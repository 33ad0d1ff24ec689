import type { TCreatorSource } from '@creatorscope/contracts';
import { Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn';

/**
 * Where figures come from (sample data or Instagram), said wherever they are shown: on the creator
 * page and on what the team shares with outsiders, who cannot ask.
 */
export function DataSource({ source, className }: { source: TCreatorSource; className?: string }) {
  const { t } = useTranslation('insights');
  return (
    <p className={cn('flex items-center gap-1.5 text-text-muted text-xs', className)}>
      <Database aria-hidden="true" className="size-3.5 shrink-0" />
      {t(`creator.source.${source}`)}
    </p>
  );
}
