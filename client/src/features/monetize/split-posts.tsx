import { useMutation, useQuery } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EarningsSplit_SplitFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { toast } from '@/ui/use-toast';
import { SetPostSplitDocument, SplitRecentPostsDocument } from './split-operations';

/** How many of the owner's newest posts the picker offers. */
export const RECENT_POSTS_SIZE = 20;

const excerpt = (content: string, empty: string) => {
  const text = content.trim();
  if (!text) return empty;
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/**
 * The posts a split divides the income of; its owner attaches it to one of their recent posts or detaches it (a post
 * has one split at most, so attaching moves it from another). The cache follows the answer: no reload.
 */
export function SplitPosts({ split }: { split: EarningsSplit_SplitFragment }) {
  const { t } = useTranslation('monetize');
  const { fromError } = useServerMessage();
  const pickerId = useId();
  const [picked, setPicked] = useState('');
  const recent = useQuery(SplitRecentPostsDocument, {
    // The owner's posts: the owner is the viewer when they may attach.
    variables: { username: split.owner?.username ?? '', first: RECENT_POSTS_SIZE },
    skip: !split.viewerIsOwner || !split.owner,
  });
  const [setPostSplit, { loading }] = useMutation(SetPostSplitDocument);
  const noText = t('split.posts.noText');
  const candidates = (recent.data?.posts.edges ?? [])
    .map((edge) => edge.node)
    .filter((post) => post.split?.id !== split.id);

  const change = async (postId: string, splitId: string | null, before: string | null | undefined) => {
    const text = excerpt(split.posts.find((p) => p.id === postId)?.content ?? '', noText);
    try {
      await setPostSplit({
        variables: { postId, splitId },
        // The split the post leaves loses it; the one it joins comes with its list in the answer.
        update: (cache) => {
          if (!before || before === splitId) return;
          cache.modify<{ posts: Reference[] }>({
            id: cache.identify({ __typename: 'EarningsSplit', id: before }),
            fields: {
              posts: (existing, { readField }) => existing.filter((ref) => readField('id', ref) !== postId),
            },
          });
        },
      });
    } catch (failure) {
      toast({
        title: splitId ? t('split.posts.notAttached') : t('split.posts.notDetached'),
        description: fromError(failure, t('split.failed')),
        variant: 'destructive',
      });
      return;
    }
    setPicked('');
    toast(
      splitId
        ? {
            title: t('split.posts.attached'),
            description: t('split.posts.attachedText', { project: split.projectName }),
          }
        : { title: t('split.posts.detached'), description: t('split.posts.detachedText', { post: text }) },
    );
  };

  const attach = () => {
    const post = candidates.find((candidate) => candidate.id === picked);
    if (post) void change(post.id, split.id, post.split?.id);
  };

  return (
    <div className="mt-3 border-t pt-3 text-sm" data-testid="split-posts">
      <p className="font-semibold">{t('split.posts.title')}</p>
      {split.posts.length === 0 ? (
        <p className="text-muted-foreground">{t('split.posts.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {split.posts.map((post) => (
            <li key={post.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate">{excerpt(post.content, noText)}</span>
              {split.viewerIsOwner && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={loading}
                  aria-label={t('split.posts.detachFrom', { post: excerpt(post.content, noText) })}
                  onClick={() => void change(post.id, null, split.id)}
                >
                  <Link2Off aria-hidden />
                  {t('split.posts.detach')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {split.viewerIsOwner && recent.data && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Label htmlFor={pickerId}>{t('split.posts.attachTo')}</Label>
          <select
            id={pickerId}
            className="h-9 min-w-0 max-w-full flex-1 rounded-md border bg-background px-2"
            value={picked}
            disabled={loading || candidates.length === 0}
            onChange={(event) => setPicked(event.target.value)}
          >
            <option value="">{candidates.length ? t('split.posts.choose') : t('split.posts.noPosts')}</option>
            {candidates.map((post) => (
              <option key={post.id} value={post.id}>
                {excerpt(post.content, noText)}
              </option>
            ))}
          </select>
          <Button type="button" size="sm" variant="outline" disabled={loading || !picked} onClick={attach}>
            {t('split.posts.attach')}
          </Button>
        </div>
      )}
    </div>
  );
}
