import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/Checkbox';
import { Tabs } from '../../../ui/Tabs';
import { type AuthMode, type CodeRequest, EmailForm } from './EmailForm';
import { GoogleButton } from './GoogleButton';
import type { GoogleCredential } from './google-identity';

const TERMS_PATH = '/auth/terms-and-conditions';

type EmailStepProps = {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  email: string;
  onCodeSent: (request: CodeRequest) => void;
  /** Null hides the Google button (not configured on this server). */
  googleClientId: string | null;
  onGoogleCredential: (credential: GoogleCredential) => void;
  isTermsAccepted: boolean;
  onTermsChange: (isAccepted: boolean) => void;
  isTermsErrorShown: boolean;
  onTermsMissing: () => void;
};

/** Step 0: the sign-in / sign-up toggle, the email form, Google below, and the terms consent. */
export function EmailStep({
  mode,
  onModeChange,
  email,
  onCodeSent,
  googleClientId,
  onGoogleCredential,
  isTermsAccepted,
  onTermsChange,
  isTermsErrorShown,
  onTermsMissing,
}: EmailStepProps) {
  const { t } = useTranslation();
  const termsId = useId();

  const form = (formMode: AuthMode) => (
    <EmailForm
      mode={formMode}
      defaultEmail={email}
      isTermsAccepted={isTermsAccepted}
      onTermsMissing={onTermsMissing}
      onCodeSent={onCodeSent}
    />
  );

  const handleGoogleCredential = (credential: GoogleCredential) => {
    if (isTermsAccepted) onGoogleCredential(credential);
    else onTermsMissing();
  };

  return (
    <div className="flex flex-col gap-5">
      <Tabs
        label={t('auth.modeLabel')}
        value={mode}
        onValueChange={onModeChange}
        items={[
          { value: 'login', label: t('auth.signIn'), content: form('login') },
          { value: 'register', label: t('auth.signUp'), content: form('register') },
        ]}
      />
      {googleClientId && (
        <>
          <div className="flex items-center gap-3 text-text-muted text-xs">
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
            {t('auth.or')}
            <span aria-hidden="true" className="h-px flex-1 bg-border" />
          </div>
          <GoogleButton clientId={googleClientId} mode={mode} onCredential={handleGoogleCredential} />
        </>
      )}
      <Checkbox
        id={termsId}
        checked={isTermsAccepted}
        onChange={(event) => onTermsChange(event.target.checked)}
        error={isTermsErrorShown && !isTermsAccepted ? t('auth.termsRequired') : undefined}
        label={
          <Trans
            i18nKey="auth.termsConsent"
            components={{
              termsLink: (
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
                <a
                  href={TERMS_PATH}
                  target="_blank"
                  rel="noopener"
                  className="focus-ring rounded-sm font-medium text-accent-muted-foreground underline underline-offset-2"
                />
              ),
            }}
          />
        }
      />
    </div>
  );
}
