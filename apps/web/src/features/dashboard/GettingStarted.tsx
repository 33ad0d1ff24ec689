import { Bookmark, Rocket, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';

/** A new organisation's first steps: analyse a creator, or save a post. */
export function GettingStarted() {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <EmptyState
        icon={Rocket}
        title={t('empty.title')}
        text={t('empty.text')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/insights/creators">
                <UserPlus aria-hidden="true" />
                {t('empty.analyse')}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/insights/bookmarks">
                <Bookmark aria-hidden="true" />
                {t('empty.savePost')}
              </Link>
            </Button>
          </div>
        }
      />
    </Card>
  );
}
