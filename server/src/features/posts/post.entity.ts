import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { FeedExplanation } from '../feed-ranking';
import type { Hashtag } from '../hashtags';
import type { Profile } from '../profiles';
import { MediaType } from '../media';

// simpleResolvers: a property field resolves as in plain graphql-js, without type-graphql's wrapper per field and
// request (no field here has a middleware or an auth rule); a list page has hundreds of such fields.
@ObjectType({
  description: 'A post: text with hashtags and at most one image, video or audio file.',
  simpleResolvers: true,
})
@Entity('posts')
export class Post {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  // Exposed as `author`; null when the account is gone.
  @Column('uuid', { nullable: true })
  userId: string | null;

  // Answered through shownText (system-settings/profanity-filter.ts; app/masked-text-fields.ts lists the fields).
  @Field({
    description:
      "The text. While System Settings' Profanity filter is on, a sensitive post's offensive words are masked (f***) for everyone but its author.",
  })
  @Column('text')
  content: string;

  @Field({
    description:
      "May be sensitive or offensive: the text uses words on Kuza's list of offensive language. Readers whose Sensitive content filter is on see the post collapsed.",
  })
  @Column('boolean', { default: false })
  sensitive: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Where the file is served, under /media/ (relative to the API origin).',
  })
  @Column('text', { nullable: true })
  mediaUrl: string | null;

  @Field(() => MediaType, { nullable: true })
  @Column('text', { nullable: true })
  mediaType: MediaType | null;

  @Column('text', { nullable: true })
  mediaKey: string | null;

  @Field(() => Int)
  @Column('int', { default: 0 })
  likesCount: number;

  @Field(() => Int)
  @Column('int', { default: 0 })
  commentsCount: number;

  @Field(() => Int)
  @Column('int', { default: 0 })
  sharesCount: number;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => FeedExplanation, { nullable: true, description: 'Why this post is in the feed; null outside the feed.' })
  explanation?: FeedExplanation | null;

  /** created_at in whole microseconds since 1970 (exact, unlike Date): the keyset of cursors. */
  createdUs?: string;

  /**
   * What the statement that read this post also read (post-extras.ts): the `author`, `hashtags` and
   * `viewerHasLiked` fields answer from it at once instead of through the request's loaders, and `locked: false`
   * says the post is public, so its text needs no access check (features/paid-posts).
   */
  loaded?: { author?: Profile | null; hashtags?: Hashtag[]; viewerHasLiked?: boolean; locked?: boolean };
}
