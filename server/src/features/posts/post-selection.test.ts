import { buildSchema, execute, parse, type GraphQLResolveInfo } from 'graphql';
import { postSelectionOf, type PostSelection } from './post-selection';

const schema = buildSchema(`
  type Query { page: Connection }
  type Connection { edges: [Edge!]! pageInfo: PageInfo! }
  type PageInfo { hasNextPage: Boolean! }
  type Edge { cursor: String! node: Post! }
  type Post { id: ID! content: String! likesCount: Int! author: Profile hashtags: [Hashtag!]! }
  type Profile { id: ID! username: String! bio: String }
  type Hashtag { id: ID! tag: String! usageCount: Int! }
`);

/** The selection postSelectionOf reads from a query's `page` field. */
function selectionOf(query: string): PostSelection[] {
  const seen: PostSelection[] = [];
  const document = parse(query);
  const page = (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
    seen.push(postSelectionOf(info));
    return null;
  };
  execute({ schema, document, rootValue: { page } });
  execute({ schema, document, rootValue: { page } });
  return seen;
}

const plain = (s: PostSelection) => ({ post: [...s.post!], author: [...s.author!], hashtags: [...s.hashtags!] });

describe('postSelectionOf', () => {
  it('reads the fields under edges.node, with the author and hashtags fields apart', () => {
    const [selection] = selectionOf(`{ page { pageInfo { hasNextPage } edges { cursor node { id content author { username } hashtags { tag } } } } }`);
    expect(plain(selection)).toEqual({ post: ['author', 'content', 'hashtags', 'id'], author: ['username'], hashtags: ['tag'] });
  });

  it('merges fragments, inline fragments and repeated fields, and ignores __typename', () => {
    const [selection] = selectionOf(`
      query { page { edges { node { __typename ...Card ... on Post { likesCount author { bio } } } } edges { node { id } } } }
      fragment Card on Post { content author { username ...Who } }
      fragment Who on Profile { id }`);
    expect(plain(selection)).toEqual({ post: ['author', 'content', 'id', 'likesCount'], author: ['bio', 'id', 'username'], hashtags: [] });
  });

  it('works the selection out once per document', () => {
    const [first, second] = selectionOf(`{ page { edges { node { id } } } }`);
    expect(second).toBe(first);
    expect(first.key).toBe('id||');
  });
});
