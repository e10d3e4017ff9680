import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Why and when an admin suspended an account (User Management; admins only).' })
export class Suspension {
  @Field()
  suspendedAt: Date;

  @Field(() => String, { nullable: true, description: 'What the admin wrote; null when they gave no reason.' })
  reason: string | null;
}
