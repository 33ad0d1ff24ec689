import { CircleCheck, ExternalLink, Puzzle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../app/session-store';
import type { DropdownMenuEntry } from '../../ui/DropdownMenu';

/** The extension's page on the Chrome Web Store, where a published extension keeps its id. */
const extensionStoreUrl = (extensionId: string) =>
  `https://chromewebstore.google.com/detail/${encodeURIComponent(extensionId)}`;

/**
 * The account menu's line about the extension, from the hand-off's answer: 'Extension installed'
 * once it has replied, an 'Install extension' link once it has not. Nothing while the answer is
 * pending, and nothing on a deployment without an extension (no id): no claim it cannot back.
 */
export function useExtensionMenuEntry(extensionId: string | null): DropdownMenuEntry | null {
  const { t } = useTranslation();
  const isInstalled = useSessionStore((state) => state.extensionInstalled);
  if (!extensionId || isInstalled === null) return null;
  if (isInstalled) {
    return {
      type: 'note',
      label: t('header.extensionInstalled'),
      icon: <CircleCheck aria-hidden="true" className="text-success" />,
    };
  }
  return {
    label: t('header.installExtension'),
    icon: <Puzzle aria-hidden="true" />,
    trailing: <ExternalLink aria-label={t('header.opensInNewTab')} className="size-3.5 rtl:-scale-x-100" />,
    onSelect: () => void window.open(extensionStoreUrl(extensionId), '_blank', 'noopener'),
  };
}
