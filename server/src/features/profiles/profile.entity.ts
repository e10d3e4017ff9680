import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@ObjectType({ description: 'The public face of an account.', simpleResolvers: true })
@Entity('profiles')
export class Profile {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id: string;

  @Field()
  @Column('text')
  username: string;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  bio: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  avatarUrl: string | null;

  @Field()
  @Column('boolean', { default: false })
  isVerified: boolean;

  @Field(() => Int)
  @Column('int', { default: 0 })
  followersCount: number;

  @Field(() => Int)
  @Column('int', { default: 0 })
  followingCount: number;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Whether the request's caller follows this profile, when the statement that read it said (viewerIsFollowing). */
  viewerFollows?: boolean;
}
