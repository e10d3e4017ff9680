import { Extensions, Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { SAME_FOR_EVERY_VIEWER } from '../../graphql/shared-subscription-results';

@ObjectType({ description: 'A hashtag, created when a post first uses it.', simpleResolvers: true })
@Entity('hashtags')
export class Hashtag {
  @Field(() => ID)
  @Extensions(SAME_FOR_EVERY_VIEWER)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Lowercase, without the #.' })
  @Extensions(SAME_FOR_EVERY_VIEWER)
  @Column('text')
  tag: string;

  @Field(() => Int, { description: 'How many posts use it; exact, also under concurrent posting and deleting.' })
  @Extensions(SAME_FOR_EVERY_VIEWER)
  @Column('int', { default: 0 })
  usageCount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
