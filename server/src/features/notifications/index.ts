// The front door of notifications: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export type { NotificationPayload } from './notification.events';
export { NotificationService } from './notification.service';
export {
  CIRCLE_NOTIFIED_RETURNING,
  FOLLOW_CONFLICT,
  LIKE_CONFLICT,
  NOTIFIED_RETURNING,
  notifiedCampaignJson,
  notifiedCircleJson,
  notifiedJson,
  notifiedListJson,
} from './notification.sql';
export { Notification } from './notification.types';
