import { BarChart3, Link2, Trophy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { openLoginModal } from '../../app/login-modal-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';

const POINTS = [
  { key: 'analyse', icon: BarChart3 },
  { key: 'share', icon: Link2 },
  { key: 'rank', icon: Trophy },
] as const;

/** What a signed-out visitor sees on `/`: what the product does and the one way in. */
export function VisitorWelcome() {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex w-full max-w-3xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-24"
    >
      <Badge tone="accent">{t('welcome.badge')}</Badge>
      <h1 id={headingId} className="font-semibold text-4xl text-text sm:text-5xl">
        {t('welcome.title')}
      </h1>
      <p className="max-w-xl text-base text-text-muted leading-7 sm:text-lg sm:leading-8">
        {t('welcome.text')}
      </p>
      <ul className="flex flex-col gap-3">
        {POINTS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-center gap-3 text-sm text-text">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-muted-foreground" />
            {t(`welcome.points.${key}`)}
          </li>
        ))}
      </ul>
      <Button size="lg" onClick={() => openLoginModal()}>
        {t('welcome.getStarted')}
      </Button>
    </section>
  );
}
