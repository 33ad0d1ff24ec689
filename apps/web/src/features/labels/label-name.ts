import { ZCreateLabelRequest } from '@creatorscope/contracts';
import { isApiError } from '../../lib/api/api-error';

const labelName = ZCreateLabelRequest.shape.name;

/** The first problem with a label name, worded as the server would word it. */
export function checkLabelName(name: string): string | undefined {
  const parsed = labelName.safeParse(name);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The server's message for the name field, else its message; a 401 is the session's business. */
export function nameErrorOf(error: unknown, unexpected: string): string | undefined {
  if (isApiError(error) && error.status === 401) return undefined;
  if (isApiError(error)) return error.fieldErrors.name ?? error.message;
  return unexpected;
}
