/** The notifications module's door: how other modules tell people something, and forget it. */
export {
  deleteNotificationsOf,
  type NotificationInput,
  notify,
  type Recipients,
} from './service.js';
