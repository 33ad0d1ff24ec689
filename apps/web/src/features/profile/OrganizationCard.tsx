import type { TMyOrganization } from '@creatorscope/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

/** The current organisation and the user's place in it, with the way to the team page. */
export function OrganizationCard({ org }: { org: TMyOrganization }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('profile.orgName'), value: org.name },
    { label: t('onboarding.role'), value: org.trendsRole ? t(`roles.${org.trendsRole}`) : '—' },
    { label: t('team.permission'), value: <Badge>{t(`team.permissions.${org.permission}`)}</Badge> },
  ];

  return (
    <Card
      title={t('profile.orgTitle')}
      actions={
        <Button asChild variant="secondary" size="sm">
          <Link to="/apps/team">
            {t('header.team')}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      }
    >
      <dl className="-my-2 divide-y divide-border">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4 py-2.5 text-sm">
            <dt className="text-text-muted">{row.label}</dt>
            <dd className="min-w-0 truncate text-end font-medium text-text">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
