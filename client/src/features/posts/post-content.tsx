import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { splitHashtags } from '@kuza/common';
import { MentionText } from '@/features/mentions';
import { useContentLinks } from '@/lib/content-links';

/** A post's text with each hashtag as a link to its page (spec §2.3) and each @mention to the profile. */
export function PostContent({ content, onOpenHashtag }: { content: string; onOpenHashtag?: (tag: string) => void }) {
  const links = useContentLinks();
  const parts = useMemo(() => splitHashtags(content), [content]);
  return (
    <p className="text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.tag ? (
          <Link
            key={index}
            to={links.tag(part.tag)}
            onClick={() => onOpenHashtag?.(part.tag!)}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {part.text}
          </Link>
        ) : (
          <Fragment key={index}>
            <MentionText text={part.text} />
          </Fragment>
        ),
      )}
    </p>
  );
}
