// What other features may use of sign-in. The session itself lives in the kernel (app/session-store).
export { switchOrg } from './api';
export { LoginModalHost } from './LoginModalHost';
export { countryOptions, detectCountry } from './login/country-options';
export { useMe } from './me-query';
export { SessionBridge } from './SessionBridge';
export { useAuthConfig } from './use-auth-config';
export { useSignOut } from './use-sign-out';
export { useSwitchOrg } from './use-switch-org';
