import { ArgsType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LIMITS } from '@kuza/common';
import { ConnectionType } from '../../kernel/connection';
import { Hashtag } from '../hashtags';

export enum SearchKind {
  ALL = 'ALL',
  PEOPLE = 'PEOPLE',
  POSTS = 'POSTS',
  HASHTAGS = 'HASHTAGS',
}

registerEnumType(SearchKind, {
  name: 'SearchKind',
  description: 'What a search looks through: ALL answers a first page of each kind; the others one kind alone.',
});

@ArgsType()
export class SearchArgs {
  @Field({
    description: `Words to find; 1 to ${LIMITS.searchQueryMaxLength} characters. Accents and case are ignored.`,
  })
  query: string;

  @Field(() => SearchKind, { nullable: true, defaultValue: SearchKind.ALL })
  kind?: SearchKind | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: LIMITS.pageSizeDefault,
    description: `Results per kind, 1 to ${LIMITS.pageSizeMax}.`,
  })
  first?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The endCursor of the previous page of the same kind (PEOPLE, POSTS or HASHTAGS; not ALL).',
  })
  after?: string | null;
}

@ObjectType({ description: 'A page of hashtags found by a search, most used first.' })
export class HashtagConnection extends ConnectionType(Hashtag) {}

/** The search as the resolver keeps it for the fields of SearchResults (each a page of one kind). */
export interface SearchRequest {
  /** The query as typed, trimmed. */
  query: string;
  kind: SearchKind;
  first: number;
  after: string | null;
}

@ObjectType({
  description:
    'What a search found: people, posts and hashtags, each a page of its own. A kind the search did not ask for is an empty page.',
})
export class SearchResults {
  @Field({ description: 'The query as searched (trimmed).' })
  query: string;

  @Field(() => SearchKind)
  kind: SearchKind;

  request: SearchRequest;
}
