/** The notifications module's door: how other modules tell people something, and forget it. */
export {
  deleteNotificationsOf,
  notify,
} from './service.js';
