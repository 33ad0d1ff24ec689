/**
 * The signed-in session's bearer token, kept in localStorage under the spec's key 'token'.
 * Storage can be unavailable (private mode, blocked cookies); then the session lasts for the page.
 */
export const TOKEN_STORAGE_KEY = 'token';

let tokenInMemory: string | null = null;

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return tokenInMemory;
  }
}

export function setToken(token: string): void {
  tokenInMemory = token;
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Kept in memory only.
  }
}

export function clearToken(): void {
  tokenInMemory = null;
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
