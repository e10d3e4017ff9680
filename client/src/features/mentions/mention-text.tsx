import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { splitMentions } from '@kuza/common';
import { useContentLinks } from '@/lib/content-links';

/** Plain text with each `@username` as a link to that profile (posts and comments). */
export function MentionText({ text }: { text: string }) {
  const links = useContentLinks();
  const parts = useMemo(() => splitMentions(text), [text]);
  return (
    <>
      {parts.map((part, index) =>
        part.username ? (
          <Link
            key={index}
            to={links.profile(part.username)}
            dir="ltr"
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {part.text}
          </Link>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
