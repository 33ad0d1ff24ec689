import { COMPARISON_MAX, normalizeHandle } from '@creatorscope/contracts';

const HANDLE = /^[a-z0-9._]{1,30}$/;

/** The creators of /insights/compare?handles=a,b,c: normalised, valid, each once, at most four. */
export function parseCompareHandles(value: string | null): string[] {
  if (!value) return [];
  const handles = value
    .split(',')
    .map((item) => normalizeHandle(item))
    .filter((item) => HANDLE.test(item));
  return [...new Set(handles)].slice(0, COMPARISON_MAX);
}

export function compareUrl(handles: readonly string[]): string {
  return handles.length
    ? `/insights/compare?handles=${handles.map(encodeURIComponent).join(',')}`
    : '/insights/compare';
}
