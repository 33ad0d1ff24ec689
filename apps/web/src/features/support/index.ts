export { SupportLauncher } from './SupportLauncher';
