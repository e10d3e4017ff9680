import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Profile } from '../profiles';

@ObjectType({ description: 'A comment on a post.' })
@Entity('comments')
export class Comment {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  // Exposed as `post`.
  @Column('uuid')
  postId: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The comment this one answers; null for a comment on the post itself.',
  })
  @Column('uuid', { nullable: true })
  parentId: string | null;

  @Field(() => Int, {
    description: 'How many replies answer this comment directly (removed ones with replies included).',
  })
  @Column('int', { default: 0 })
  repliesCount: number;

  @Field(() => Date, { nullable: true, description: 'When its author last edited it; null when never edited.' })
  @Column('timestamptz', { nullable: true })
  editedAt: Date | null;

  @Field({
    description:
      'Removed by its author or the post\'s author while it had replies: kept as "comment removed" (no text, no author) so its replies keep their place.',
  })
  removed: boolean;

  // Exposed as `author`; null when the account is gone.
  @Column('uuid', { nullable: true })
  userId: string | null;

  // Answered through shownText (system-settings/profanity-filter.ts; app/masked-text-fields.ts lists the fields).
  @Field({
    description:
      "The text. While System Settings' Profanity filter is on, a sensitive comment's offensive words are masked (f***) for everyone but its author.",
  })
  @Column('text')
  content: string;

  @Field({
    description:
      "Uses words on Kuza's list of offensive language: the post's author's Comment filter hides it from others.",
  })
  @Column('boolean', { default: false })
  sensitive: boolean;

  @Field({
    description:
      "The post's author's Comment filter hides this comment from everyone but its author and the post's author, who still see it.",
  })
  hiddenByFilter: boolean;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** created_at in whole microseconds since 1970: the keyset of cursors. */
  createdUs?: string;

  /** What the page's statement also read: `author` answers from it instead of through the request's loader. */
  loaded?: { author?: Profile | null };
}
