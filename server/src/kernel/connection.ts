import { Field, ObjectType, type ClassType } from 'type-graphql';

@ObjectType({ description: 'Relay page information.', simpleResolvers: true })
export class PageInfo {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on an empty page.' })
  endCursor: string | null;
}

/** One node of a page and the cursor that points at it. */
export interface Edge<T> {
  cursor: string;
  node: T;
}

interface ConnectionOptions<P extends object> {
  /** The page information type; PageInfo unless a list has its own (ProfilePageInfo). */
  pageInfo?: ClassType<P>;
}

/**
 * A Relay connection of `node`: registers `<Node>Edge` and returns the base of `<Node>Connection`, which a feature
 * declares with its own description (and extra fields), e.g.
 * `@ObjectType({ description: 'A page of posts.' }) export class PostConnection extends ConnectionType(Post) {}`.
 */
export function ConnectionType<T extends object, P extends object = PageInfo>(
  node: ClassType<T>,
  options: ConnectionOptions<P> = {},
) {
  const pageInfo = options.pageInfo ?? PageInfo;
  // Named after the node's class, which is its GraphQL name.
  const name = node.name;

  // simpleResolvers: plain property fields, without type-graphql's wrapper per field (a page has many).
  @ObjectType(`${name}Edge`, { simpleResolvers: true })
  class EdgeType implements Edge<T> {
    @Field()
    cursor: string;

    @Field(() => node)
    node: T;
  }

  // The fields every <Node>Connection inherits; never in the schema itself, as no field returns it.
  @ObjectType(`${name}ConnectionFields`)
  abstract class Connection {
    @Field(() => [EdgeType])
    edges: Edge<T>[];

    @Field(() => pageInfo)
    pageInfo: P;
  }
  return Connection;
}
