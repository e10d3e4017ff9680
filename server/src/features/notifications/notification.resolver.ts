import {
  Authorized,
  Arg,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { Context } from '../../graphql/context';
import { circleById, Circle } from '../circles';
import { Post, postById } from '../posts';
import { Profile, profileById } from '../profiles';
import { NOTIFICATION_ADDED, notificationFromPayload, type NotificationPayload } from './notification.events';
import { NotificationService, UNNAMED_STAFF_KINDS } from './notification.service';
import { BlockRelations, hides } from '../../kernel/blocks';
import { Notification, NotificationConnection, NotificationKind } from './notification.types';

// Decisions taken by staff: the notification says what was decided, not by whom.
const STAFF_UNNAMED = new Set([
  NotificationKind.REMOVED,
  NotificationKind.CAMPAIGN_APPROVED,
  NotificationKind.CAMPAIGN_REJECTED,
]);

type Delivery = { payload: NotificationPayload; context: Context };

/** Not pushed when the actor and the recipient blocked one another, or the recipient muted the actor (issue 33). */
const fromSeenActor = (ctx: Context, payload: NotificationPayload): boolean | Promise<boolean> =>
  !payload.actorId || (UNNAMED_STAFF_KINDS as readonly string[]).includes(payload.kind)
    ? true
    : ctx.services
        .get(BlockRelations)
        .hiddenFor(ctx.viewer?.id)
        .then((hidden) => !hides(hidden, payload.actorId));

@Resolver(() => Notification)
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationConnection, { description: "The caller's notifications, newest first." })
  notifications(
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<NotificationConnection> {
    return ctx.services.get(NotificationService).list(ctx, first, after);
  }

  @Authorized()
  @Query(() => Int, { description: "How many of the caller's notifications are unread." })
  unreadNotificationsCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.get(NotificationService).unreadCount(ctx);
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      "Marks the caller's notifications read: those of `ids` (at most 100), or all without it. Answers how many were unread.",
  })
  markNotificationsRead(
    @Arg('ids', () => [ID], { nullable: true }) ids: string[] | null,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return ctx.services.get(NotificationService).markRead(ctx, ids);
  }

  @Authorized()
  @Subscription(() => Notification, {
    topics: NOTIFICATION_ADDED,
    // Events are routed by recipient: a subscription listens only to its caller's.
    topicId: ({ context }: { context: Context }) => context.viewer?.id,
    filter: ({ payload, context }: Delivery) =>
      payload.recipientId === context.viewer?.id && fromSeenActor(context, payload),
    description: 'Each new notification of the caller (a repeated like or follow comes again, moved to now).',
  })
  notificationAdded(@Root() payload: NotificationPayload, @Ctx() ctx: Context): Notification {
    // A subscription keeps its context (and loaders) for its whole life: read the actor and post afresh.
    if (payload.actorId) ctx.loaders.get(profileById).clear(payload.actorId);
    if (payload.postId) ctx.loaders.get(postById).clear(payload.postId);
    if (payload.circleId) ctx.loaders.get(circleById).clear(payload.circleId);
    return notificationFromPayload(payload);
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "Who did it; null when their account is gone, for REMOVED and a campaign's review (staff are not named), and for a withdrawal's outcome (nobody acted).",
  })
  actor(@Root() notification: Notification, @Ctx() ctx: Context): Promise<Profile | null> | null {
    if (STAFF_UNNAMED.has(notification.kind) || !notification.actorId) return null;
    return ctx.loaders.get(profileById).load(notification.actorId);
  }

  @FieldResolver(() => Post, { nullable: true, description: 'The post liked or commented on; null for a follow.' })
  post(@Root() notification: Notification, @Ctx() ctx: Context): Promise<Post | null> | null {
    return notification.postId ? ctx.loaders.get(postById).load(notification.postId) : null;
  }

  @FieldResolver(() => Circle, {
    nullable: true,
    description: 'CIRCLE_REQUEST, CIRCLE_APPROVED: the circle; null otherwise.',
  })
  circle(@Root() notification: Notification, @Ctx() ctx: Context): Promise<Circle | null> | null {
    return notification.circleId ? ctx.loaders.get(circleById).load(notification.circleId) : null;
  }
}
