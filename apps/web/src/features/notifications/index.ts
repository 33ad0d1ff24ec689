// Loaded on demand by the header: keep this list short, everything here joins that chunk.
export { NotificationsMenu } from './NotificationsMenu';
