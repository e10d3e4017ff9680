import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'An earlier version of an edited post or comment: its text from writtenAt until replacedAt.',
})
export class ContentVersion {
  // Answered through shownText (edit.resolver.ts): masked as the post's or comment's own text is.
  @Field({ description: "The text as it was (offensive words masked as in the post's or comment's own text)." })
  content: string;

  @Field({ description: 'When this text was written: the post or comment, or the edit that wrote it.' })
  writtenAt: Date;

  @Field({ description: 'When the next edit replaced it.' })
  replacedAt: Date;

  /** The post's or comment's author (the Profanity filter shows the author their own words). */
  authorId: string | null;
}
