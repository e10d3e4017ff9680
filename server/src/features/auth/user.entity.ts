import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'A signed-in account. Only its owner sees it (through `me` and auth payloads).' })
@Entity('users')
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column('text')
  email: string;

  // bcrypt hash; never exposed.
  @Column('text')
  passwordHash: string;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the account confirmed its e-mail address; null until then (issue 33).',
  })
  @Column('timestamptz', { nullable: true })
  emailConfirmedAt: Date | null;

  // When an admin suspended the account (suspensions feature); null while it is active. Not exposed here.
  @Column('timestamptz', { nullable: true })
  suspendedAt: Date | null;
}
