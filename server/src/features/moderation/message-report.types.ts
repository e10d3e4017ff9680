import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../kernel/connection';
import { ReportReason } from '../moderation-rules';

@InputType()
export class ReportMessageInput {
  @Field(() => ID)
  messageId: string;

  @Field(() => ReportReason)
  reason: ReportReason;

  @Field(() => String, { nullable: true })
  details?: string | null;
}

@ObjectType({
  description:
    'A direct message reported to moderators. Its report is also in Reports & Flags (`reports`) and its message in Content Moderation (`moderationQueue`, kind MESSAGE).',
})
export class MessageReport {
  @Field(() => ID)
  id: string;

  // Exposed as `message` and `reporter`.
  messageId: string | null;
  reporterId: string | null;

  @Field()
  reason: string;

  @Field()
  details: string;

  @Field({ description: 'OPEN, IN_REVIEW or RESOLVED (as the report in Reports & Flags).' })
  status: string;

  @Field()
  createdAt: Date;

  createdUs?: string;
}

@ObjectType({ description: 'A page of message reports, newest first.' })
export class MessageReportConnection extends ConnectionType(MessageReport) {}
