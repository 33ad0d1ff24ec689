import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { getToken } from './session';

/** The file name the server suggests (Content-Disposition), else one built from the payment. */
export function receiptFileName(contentDisposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1].trim()) : '';
  return name || fallback;
}

/**
 * Posts `body` to a call that answers a file (a receipt, a payout statement: a PDF; or a CSV) and
 * saves it under the name the server gives, else `fallbackName`. A refusal throws an ApiError
 * with the server's message.
 */
export async function downloadPdf(
  path: string,
  body: object,
  fallbackName: string,
  accept: 'application/pdf' | 'text/csv' = 'application/pdf',
): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        Accept: accept,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError({ status: NETWORK_ERROR_STATUS, cause: error });
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({ status: response.status, message: envelope?.message });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFileName(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
