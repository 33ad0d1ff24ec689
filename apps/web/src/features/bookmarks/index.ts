export { InstagramCard } from './InstagramCard';
