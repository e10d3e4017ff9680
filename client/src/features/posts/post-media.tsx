import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaType } from '@/gql/graphql';

interface PostMediaProps {
  url: string;
  type: MediaType;
  /** Called the first time the reader opens the media (plays it or opens the image). */
  onOpen?: () => void;
}

/** The post's image, video or audio; video and audio seek through the server's HTTP Range support. */
export function PostMedia({ url, type, onOpen }: PostMediaProps) {
  const { t } = useTranslation('posts');
  const opened = useRef(false);
  const open = () => {
    if (opened.current) return;
    opened.current = true;
    onOpen?.();
  };

  if (type === 'IMAGE') {
    return (
      <a href={url} target="_blank" rel="noreferrer" onClick={open} className="block overflow-hidden rounded-lg border">
        <img src={url} alt={t('media.image')} loading="lazy" className="max-h-[32rem] w-full bg-muted object-contain" />
      </a>
    );
  }
  if (type === 'VIDEO') {
    return (
      <video
        src={url}
        controls
        playsInline
        preload="metadata"
        onPlay={open}
        aria-label={t('media.video')}
        className="max-h-[32rem] w-full rounded-lg bg-black"
      />
    );
  }
  return <audio src={url} controls preload="metadata" onPlay={open} aria-label={t('media.audio')} className="w-full" />;
}
