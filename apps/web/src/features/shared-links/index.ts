export { ShareButton } from './ShareButton';
