import { buildSchema, execute, parse, type GraphQLResolveInfo } from 'graphql';
import { ALL_POST_FIELDS, postSelectionOf, SelectionTexts, type PostSelection } from './post-selection';

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
    const [selection] = selectionOf(
      `{ page { pageInfo { hasNextPage } edges { cursor node { id content author { username } hashtags { tag } } } } }`,
    );
    expect(plain(selection)).toEqual({
      post: ['author', 'content', 'hashtags', 'id'],
      author: ['username'],
      hashtags: ['tag'],
    });
  });

  it('merges fragments, inline fragments and repeated fields, and ignores __typename', () => {
    const [selection] = selectionOf(`
      query { page { edges { node { __typename ...Card ... on Post { likesCount author { bio } } } } edges { node { id } } } }
      fragment Card on Post { content author { username ...Who } }
      fragment Who on Profile { id }`);
    expect(plain(selection)).toEqual({
      post: ['author', 'content', 'id', 'likesCount'],
      author: ['bio', 'id', 'username'],
      hashtags: [],
    });
  });

  it('works the selection out once per document', () => {
    const [first, second] = selectionOf(`{ page { edges { node { id } } } }`);
    expect(second).toBe(first);
    expect(first.key).toBe('id||');
  });
});

describe('SelectionTexts', () => {
  const selection = (key: string): PostSelection => ({
    post: new Set([key]),
    author: new Set(),
    hashtags: new Set(),
    key,
  });
  const build = (s: PostSelection) => `SELECT ${s.key}`;

  it('builds a text once per selection and variant', () => {
    const texts = new SelectionTexts(10);
    let built = 0;
    const counting = (s: PostSelection) => `${++built}: ${build(s)}`;
    expect(texts.textFor(selection('id'), 'first', counting)).toBe('1: SELECT id');
    expect(texts.textFor(selection('id'), 'first', counting)).toBe('1: SELECT id');
    expect(texts.textFor(selection('id'), 'after', counting)).toBe('2: SELECT id');
    expect(texts.textFor(selection('content'), 'first', counting)).toBe('3: SELECT content');
  });

  it('reads every field for new selections once it holds its maximum, and keeps the texts it has', () => {
    const texts = new SelectionTexts(2);
    texts.textFor(selection('id'), 'v', build);
    texts.textFor(selection('content'), 'v', build);
    expect(texts.textFor(selection('likesCount'), 'v', build)).toBe(`SELECT ${ALL_POST_FIELDS.key}`);
    expect(texts.textFor(selection('id'), 'v', build)).toBe('SELECT id');
  });
});
