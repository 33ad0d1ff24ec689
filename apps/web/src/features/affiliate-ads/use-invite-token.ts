import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

const storageKey = (publicId: string) => `creatorscope.invite.${publicId}`;

function readStored(publicId: string): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(publicId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The invitation token a join page was opened with (/join/<publicId>?invite=<token>). It is kept
 * for the tab's session, so a visitor who signs up or registers as a publisher first, and comes
 * back to the page without it in the address, still joins through their invitation.
 */
export function useInviteToken(publicId: string): string | undefined {
  const [params] = useSearchParams();
  const fromUrl = params.get('invite') || undefined;
  useEffect(() => {
    if (!fromUrl) return;
    try {
      sessionStorage.setItem(storageKey(publicId), fromUrl);
    } catch {
      // Storage refused (private mode): the address still carries it while the page is open.
    }
  }, [fromUrl, publicId]);
  return fromUrl ?? readStored(publicId);
}
