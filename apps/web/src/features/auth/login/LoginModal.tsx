import type { TLoginResponseData } from '@creatorscope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type LoginModalStep, useLoginModalStore } from '../../../app/login-modal-store';
import { getSession, type SessionOrg } from '../../../app/session-store';
import { isApiError } from '../../../lib/api/api-error';
import { useSingleFlight } from '../../../lib/forms/use-single-flight';
import { errorMessage } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { Dialog } from '../../../ui/Dialog';
import { LoadingRegion } from '../../../ui/LoadingRegion';
import { Skeleton } from '../../../ui/Skeleton';
import { loginWithGoogle } from '../api';
import { meQueryOptions } from '../me-query';
import { useAuthConfig } from '../use-auth-config';
import type { AuthMode, CodeRequest } from './EmailForm';
import { EmailStep } from './EmailStep';
import type { GoogleCredential } from './google-identity';
import { CodeStep, ProfileStep } from './later-steps';

/**
 * The sign-in and sign-up modal (spec sections 2 and 4): email → code → (when the organisation has
 * no trends role yet) 'Tell Us About Yourself'. Loaded lazily: its forms bring zod.
 */
export function LoginModal() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = useLoginModalStore((state) => state.close);
  const prefilledEmail = useLoginModalStore((state) => state.email);
  const initialStep = useLoginModalStore((state) => state.initialStep);
  const isProfileStepSkipped = useLoginModalStore((state) => state.isProfileStepSkipped);
  const { data: config } = useAuthConfig();

  const [step, setStep] = useState<LoginModalStep>(initialStep);
  const [mode, setMode] = useState<AuthMode>('login');
  const [codeRequest, setCodeRequest] = useState<{ email: string; name?: string }>({ email: prefilledEmail });
  const [resendDeadline, setResendDeadline] = useState<number | null>(null);
  const [isTermsAccepted, setIsTermsAccepted] = useState(true);
  const [isTermsErrorShown, setIsTermsErrorShown] = useState(false);
  const [isGoogleUnavailable, setIsGoogleUnavailable] = useState(false);

  const startResendCountdown = (seconds: number) => setResendDeadline(Date.now() + seconds * 1000);

  const onCodeSent = ({ email, name, resendAfterSeconds }: CodeRequest) => {
    setCodeRequest({ email, name });
    startResendCountdown(resendAfterSeconds);
    setStep('code');
  };

  /** Keeps token and user, asks who they are, and closes or moves on to the profile step. */
  const completeSignIn = async ({ token, data: user }: TLoginResponseData) => {
    getSession().signIn(token, user);
    let hasTrendsRole: boolean;
    try {
      const me = await queryClient.fetchQuery(meQueryOptions());
      hasTrendsRole = Boolean(me.org?.trendsRole);
    } catch {
      // Signed in all the same; the host reopens the profile step once /auth/me answers.
      close();
      return;
    }
    if (hasTrendsRole || isProfileStepSkipped) {
      close();
      toast.success(t('auth.welcome', { name: user.name }));
    } else {
      setStep('profile');
    }
  };

  const completeProfile = async (org: SessionOrg) => {
    getSession().setOrg(org);
    void queryClient.invalidateQueries({ queryKey: queryKeys.auth.me() });
    close();
    toast.success(t('onboarding.saved'));
  };

  const google = useSingleFlight(async (credential: GoogleCredential) => {
    let result: TLoginResponseData;
    try {
      result = await loginWithGoogle(credential);
    } catch (error) {
      if (isApiError(error) && error.status === 501) setIsGoogleUnavailable(true);
      toast.error(errorMessage(error, () => t('errors.unexpected')));
      return;
    }
    await completeSignIn(result);
  });

  const titles: Record<LoginModalStep, string> = {
    email: mode === 'register' ? t('auth.signUpTitle') : t('auth.signInTitle'),
    code: t('auth.codeTitle'),
    profile: t('onboarding.title'),
  };
  const descriptions: Record<LoginModalStep, string> = {
    email: t('auth.emailStepDescription'),
    code: t('auth.codeDescription', { email: codeRequest.email }),
    profile: t('onboarding.description'),
  };

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      title={titles[step]}
      description={descriptions[step]}
      className="max-w-[500px]"
    >
      {step === 'email' && (
        <EmailStep
          mode={mode}
          onModeChange={setMode}
          email={codeRequest.email}
          onCodeSent={onCodeSent}
          googleClientId={isGoogleUnavailable ? null : (config?.googleClientId ?? null)}
          onGoogleCredential={(credential) => void google.run(credential)}
          isTermsAccepted={isTermsAccepted}
          onTermsChange={setIsTermsAccepted}
          isTermsErrorShown={isTermsErrorShown}
          onTermsMissing={() => setIsTermsErrorShown(true)}
        />
      )}
      <Suspense
        fallback={
          <LoadingRegion label={t('ui.loading')} className="gap-4">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-11 w-full" />
          </LoadingRegion>
        }
      >
        {step === 'code' && (
          <CodeStep
            email={codeRequest.email}
            name={codeRequest.name}
            resendDeadline={resendDeadline}
            onResent={startResendCountdown}
            onBack={() => setStep('email')}
            onVerified={completeSignIn}
          />
        )}
        {step === 'profile' && <ProfileStep onCompleted={completeProfile} />}
      </Suspense>
    </Dialog>
  );
}
