import { ZLoginRequest, ZRegisterRequest } from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';

export type EmailFormValues = { email: string; name?: string };

// Sign-in drops the name (spec section 5); rootSite is added when the request is sent.
const loginSchema = ZLoginRequest.pick({ email: true });
const registerSchema = ZRegisterRequest.pick({ email: true, name: true });

export const loginResolver = zodResolver<EmailFormValues, unknown, EmailFormValues>(loginSchema);
export const registerResolver = zodResolver<EmailFormValues, unknown, EmailFormValues>(registerSchema);
