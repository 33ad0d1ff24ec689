import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';

/** What a member with Read permission sees instead of the form: whom to ask. */
export function ReadOnlyNotice() {
  const { t } = useTranslation('marketing');
  return (
    <Card>
      <EmptyState icon={Lock} title={t('readOnly.title')} text={t('readOnly.text')} />
    </Card>
  );
}
