import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { translateMessage } from '../i18n/messages';
import { toast } from '../ui/toast';
import { ApiError, isApiError, UNEXPECTED_ERROR_MESSAGE } from './api/api-error';

type RequestMeta = {
  /** The caller shows the failure itself (inline error state, field errors): no toast. */
  silent?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/** Spec section 8: these statuses are logged as well as shown. */
const LOGGED_STATUSES: ReadonlySet<number> = new Set([401, 403, 500]);

type QueryClientOptions = {
  /** Shows an error to the user; a top-centre sonner toast by default. */
  notify?: (message: string) => void;
  /** The text when the server gave none; the translated 'An unexpected error occurred' in the app. */
  unexpectedMessage?: () => string;
};

/** The message a failed call shows: the server's own (in the reader's language when the catalog has it), else the unexpected-error text. */
export function errorMessage(error: unknown, unexpectedMessage: () => string): string {
  if (isApiError(error) && error.message !== UNEXPECTED_ERROR_MESSAGE) return translateMessage(error.message);
  return unexpectedMessage();
}

export function createQueryClient({
  notify = (message) => toast.error(message),
  unexpectedMessage = () => UNEXPECTED_ERROR_MESSAGE,
}: QueryClientOptions = {}): QueryClient {
  const onError = (error: Error, meta: RequestMeta | undefined) => {
    if (error instanceof ApiError && LOGGED_STATUSES.has(error.status)) {
      console.error(`[api] ${error.status} ${error.message}`, error);
    }
    // A 401 ends the session; the session feature says so once and opens the sign-in modal.
    const isSessionEnded = error instanceof ApiError && error.status === 401;
    if (!meta?.silent && !isSessionEnded) notify(errorMessage(error, unexpectedMessage));
  };

  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network failures and 5xx get two more tries.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
