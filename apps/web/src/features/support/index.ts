export { SupportLauncher } from './SupportLauncher';
export { useCreateSupportRequest } from './use-support';
