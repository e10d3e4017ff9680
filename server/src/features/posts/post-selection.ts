import {
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

/**
 * Which fields of a list's posts the query asks for (under `edges.node`), with fragments merged: a list statement
 * then reads only those columns. A page of 20 posts with every column of post, author and hashtags cost about a
 * third more database and Node time than the card's fields (docs/benchmarks.md). `null` means "everything".
 */
export interface PostSelection {
  post: ReadonlySet<string> | null;
  author: ReadonlySet<string> | null;
  hashtags: ReadonlySet<string> | null;
  /** Names the variant, for statement texts and shared reads. */
  key: string;
}

export const ALL_POST_FIELDS: PostSelection = { post: null, author: null, hashtags: null, key: '*' };

type Fragments = Record<string, FragmentDefinitionNode>;

/** Field nodes of a selection set by name, through inline fragments and fragment spreads (directives are ignored: kept). */
function collect(
  set: SelectionSetNode | undefined,
  fragments: Fragments,
  into = new Map<string, FieldNode[]>(),
  seen = new Set<string>(),
) {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name !== '__typename') into.set(name, [...(into.get(name) ?? []), selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collect(selection.selectionSet, fragments, into, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      collect(fragments[selection.name.value]?.selectionSet, fragments, into, seen);
    }
  }
  return into;
}

const children = (nodes: FieldNode[] | undefined, fragments: Fragments) => {
  const into = new Map<string, FieldNode[]>();
  for (const node of nodes ?? []) collect(node.selectionSet, fragments, into);
  return into;
};

const names = (fields: Map<string, FieldNode[]>) => new Set([...fields.keys()].sort());

// A document is parsed once and kept by Apollo, so its nodes are the same objects on every request that sends it.
const selections = new WeakMap<FieldNode, PostSelection>();

/** The post fields asked for under `edges.node` of the connection field being resolved. */
export function postSelectionOf(info: GraphQLResolveInfo): PostSelection {
  const first = info.fieldNodes[0];
  const kept = first && info.fieldNodes.length === 1 ? selections.get(first) : undefined;
  if (kept) return kept;
  const nodes = children(children(info.fieldNodes as FieldNode[], info.fragments).get('edges'), info.fragments).get(
    'node',
  );
  const post = children(nodes, info.fragments);
  const author = children(post.get('author'), info.fragments);
  const hashtags = children(post.get('hashtags'), info.fragments);
  const selection: PostSelection = {
    post: names(post),
    author: post.has('author') ? names(author) : new Set(),
    hashtags: post.has('hashtags') ? names(hashtags) : new Set(),
    key: '',
  };
  selection.key = [selection.post, selection.author, selection.hashtags].map((set) => [...set!].join(',')).join('|');
  if (first && info.fieldNodes.length === 1) selections.set(first, selection);
  return selection;
}

/**
 * Statement texts per selection (and per `variant` of the statement), each built once: a text names its columns, so
 * each is its own prepared statement. Past `max` distinct texts, new selections read every field instead.
 */
export class SelectionTexts {
  private readonly texts = new Map<string, string>();

  constructor(private readonly max: number) {}

  textFor(asked: PostSelection, variant: string, build: (selection: PostSelection) => string): string {
    const selection = this.texts.size < this.max || this.texts.has(`${variant}|${asked.key}`) ? asked : ALL_POST_FIELDS;
    const key = `${variant}|${selection.key}`;
    let text = this.texts.get(key);
    if (text === undefined) this.texts.set(key, (text = build(selection)));
    return text;
  }
}
