export { sendTokenToExtension } from './hand-off';
export { useExtensionHandoff } from './use-extension-handoff';
export { useExtensionMenuEntry } from './use-extension-menu-entry';
