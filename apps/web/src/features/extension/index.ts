export { sendTokenToExtension } from './hand-off';
export { useExtensionHandoff } from './use-extension-handoff';
