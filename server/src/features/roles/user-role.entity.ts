import { Field, ID, ObjectType } from 'type-graphql';
import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { Role } from '../../kernel/roles';

@ObjectType({ description: 'A role granted to an account (spec: user role record).' })
@Entity('user_roles')
export class UserRole {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  userId: string;

  @Field(() => Role)
  @PrimaryColumn('text')
  role: Role;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
