import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'A hashtag, created when a post first uses it.', simpleResolvers: true })
@Entity('hashtags')
export class Hashtag {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Lowercase, without the #.' })
  @Column('text')
  tag: string;

  @Field(() => Int, { description: 'How many posts use it; exact, also under concurrent posting and deleting.' })
  @Column('int', { default: 0 })
  usageCount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
