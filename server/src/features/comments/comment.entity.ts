import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'A comment on a post.' })
@Entity('comments')
export class Comment {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  // Exposed as `post`.
  @Column('uuid')
  postId: string;

  // Exposed as `author`; null when the account is gone.
  @Column('uuid', { nullable: true })
  userId: string | null;

  @Field()
  @Column('text')
  content: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** created_at in whole microseconds since 1970: the keyset of cursors. */
  createdUs?: string;
}
