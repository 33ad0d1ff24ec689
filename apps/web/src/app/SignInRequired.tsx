import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { openLoginModal } from './login-modal-store';

/** What a page for signed-in users shows to a visitor: why, and the button that signs in. */
export function SignInRequired({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={LogIn}
      isIconDirectional
      title={t('auth.signInRequiredTitle')}
      text={text}
      action={<Button onClick={() => openLoginModal()}>{t('header.login')}</Button>}
    />
  );
}
