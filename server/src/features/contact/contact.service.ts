import { CONTACT_TEAM_ADDRESS, contactMessageSchema, firstIssue } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { BucketRule } from '../../graphql/rate-limit';
import type { Deps } from '../../graphql/services';
import { sqlRow } from '../../db/sql';
import { contactNotificationEmail } from './contact.emails';
import type { ContactMessageReceipt, SendContactMessageInput } from './contact.types';

// Five messages at once from one address, then one every 12 minutes: plenty for a person, little for a spammer.
export const CONTACT_RATE_LIMIT: BucketRule = { burst: 5, refill: 5, perSeconds: 3600 };

/** Contact Us: validates, stores the message, then tells the team by e-mail. Open to anyone, limited per IP. */
export class ContactService {
  constructor(private readonly deps: Deps) {}

  async send(ctx: Context, input: SendContactMessageInput): Promise<ContactMessageReceipt> {
    // Validation first, so a visitor correcting a typo does not use up their allowance.
    const checked = firstIssue(contactMessageSchema, input);
    if (!checked.ok) throw badInput(checked.issue.field, checked.issue.messageId);
    await this.deps.rateLimiter.take(`contact:${ctx.request.ip}`, CONTACT_RATE_LIMIT);
    const message = checked.data;
    const row = await sqlRow<{ id: string; created_at: Date }>(
      this.deps.db,
      `INSERT INTO contact_messages (name, email, subject, message, user_id, ip, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, created_at`,
      [
        message.name,
        message.email,
        message.subject,
        message.message,
        ctx.viewer?.id ?? null,
        ctx.request.ip,
        ctx.request.userAgent?.slice(0, 300) ?? null,
      ],
    );
    if (!row) throw new Error('The contact message was not stored');
    // The message is safe in the database; a mail outage only delays the team's notification.
    this.deps.mailer.sendInBackground(contactNotificationEmail(CONTACT_TEAM_ADDRESS, row.id, message));
    return { id: row.id, receivedAt: row.created_at };
  }
}
