import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';

/** Creator data is for members of an organisation; a user without one is told so. */
export function NoOrganization() {
  const { t } = useTranslation('insights');
  return (
    <Card>
      <EmptyState icon={Building2} title={t('common.noOrgTitle')} text={t('common.noOrgText')} />
    </Card>
  );
}
