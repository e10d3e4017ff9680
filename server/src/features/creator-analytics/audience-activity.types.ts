import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "How many of a creator's followers use Kuza in one language." })
export class AudienceLanguage {
  @Field(() => String, { nullable: true, description: "en, fr, sw, yo, ar or am; null: they haven't chosen one." })
  language: string | null;

  @Field(() => Int)
  followers: number;
}

@ObjectType({ description: "When and in which languages a creator's audience is active (the last 30 days)." })
export class AudienceActivity {
  @Field(() => ID, { description: "The creator's user id." })
  id: string;

  @Field(() => [Int], {
    description:
      "24 counts, one per UTC hour (index 0 = 00:00–00:59 UTC): impressions, likes, comments and shares of the creator's posts.",
  })
  utcHours: number[];

  @Field(() => [AudienceLanguage], { description: 'Followers by their Kuza language, most first.' })
  languages: AudienceLanguage[];
}
