import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../api/api-error';
import { errorMessage } from '../query-client';

type ShowFormErrorOptions<TFields extends FieldValues> = {
  setError: UseFormSetError<TFields>;
  /** The form's own fields: a server message for one of them goes under it. */
  fields: readonly Path<TFields>[];
  /** The translated 'An unexpected error occurred'. */
  unexpectedMessage: string;
};

/**
 * Shows a failed submit where it belongs (spec section 8): the server's per-field messages
 * (`data.errors`) under their fields, worded as the server sent them (Field shows them in the
 * reader's language when the catalog has them); anything else as an error toast with the server's
 * message. A 401 is left to the session, which says it once.
 */
export function showFormError<TFields extends FieldValues>(
  error: unknown,
  { setError, fields, unexpectedMessage }: ShowFormErrorOptions<TFields>,
): void {
  if (isApiError(error) && error.status === 401) return;
  let shownUnderFields = 0;
  if (isApiError(error)) {
    for (const field of fields) {
      const message = error.fieldErrors[field];
      if (!message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: shownUnderFields === 0 });
      shownUnderFields += 1;
    }
    if (shownUnderFields > 0) return;
    const [firstFieldMessage] = Object.values(error.fieldErrors);
    if (firstFieldMessage) {
      toast.error(translateMessage(firstFieldMessage));
      return;
    }
  }
  toast.error(errorMessage(error, () => unexpectedMessage));
}
