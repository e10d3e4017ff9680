import { CalendarDays, FileText, Quote, Video, type LucideIcon } from 'lucide-react';

export interface PostTemplate {
  /** The ?template= value. */
  id: string;
  /** Key under create:templates (name, description, content). */
  key: string;
  /** The spec's English name, also accepted as ?template=. */
  name: string;
  icon: LucideIcon;
}

// Spec §2.3: Quote Post, Video Thread, Article Post, Event Announcement.
export const POST_TEMPLATES: readonly PostTemplate[] = [
  { id: 'quote-post', key: 'quote', name: 'Quote Post', icon: Quote },
  { id: 'video-thread', key: 'videoThread', name: 'Video Thread', icon: Video },
  { id: 'article-post', key: 'article', name: 'Article Post', icon: FileText },
  { id: 'event-announcement', key: 'event', name: 'Event Announcement', icon: CalendarDays },
];

const slug = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** The template a ?template= value names: its id ("quote-post"), its name ("Quote Post") or its key ("quote"). */
export function findTemplate(value: string | null): PostTemplate | undefined {
  if (!value) return undefined;
  const wanted = slug(value);
  return POST_TEMPLATES.find(
    (template) => template.id === wanted || slug(template.name) === wanted || slug(template.key) === wanted,
  );
}
