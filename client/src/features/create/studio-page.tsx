import { useQuery } from '@apollo/client/react';
import { CalendarClock, ChartColumn, FilePen, Mic, PenSquare, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIMITS } from '@kuza/common';
import { useAuth } from '@/features/auth';
import { Badge } from '@/ui/badge';
import { Skeleton } from '@/ui/skeleton';
import { StudioRecentPostsDocument } from './create-operations';
import { draftPreview } from './drafts-store';
import { useDrafts } from './use-drafts';
import { useRelativeDate } from './use-relative-date';

const RECENT = 6;

// Spec §2.3: Content Editor → create, Schedule → drafts, Performance → analytics.
const TOOLS: ReadonlyArray<{ key: string; to: string; icon: LucideIcon }> = [
  { key: 'editor', to: '/dashboard/create', icon: PenSquare },
  { key: 'schedule', to: '/dashboard/drafts', icon: CalendarClock },
  { key: 'performance', to: '/dashboard/analytics', icon: ChartColumn },
  { key: 'video', to: '/dashboard/create-video', icon: Video },
  { key: 'audio', to: '/dashboard/create-audio', icon: Mic },
];

interface Project {
  id: string;
  kind: 'post' | 'draft';
  text: string;
  date: string;
  to: string;
}

/** /dashboard/studio: the creation tools and recent projects (the user's latest posts and drafts). */
export function StudioPage() {
  const { t } = useTranslation('create');
  const { user } = useAuth();
  const { drafts } = useDrafts();
  const relative = useRelativeDate();
  const { data, loading } = useQuery(StudioRecentPostsDocument, {
    // The profile page's page size, so both screens share one cached first page of the user's posts.
    variables: { username: user?.username ?? '', first: LIMITS.pageSizeDefault },
    skip: !user,
  });
  const projects: Project[] = [
    ...(data?.posts.edges ?? []).slice(0, RECENT).map(({ node }) => ({
      id: `post-${node.id}`,
      kind: 'post' as const,
      text: draftPreview(node.content),
      date: node.createdAt,
      to: `/dashboard/post/${node.id}`,
    })),
    ...drafts.map((draft) => ({
      id: `draft-${draft.id}`,
      kind: 'draft' as const,
      text: draft.title,
      date: draft.date,
      to: `/dashboard/create?draft=${draft.id}`,
    })),
  ]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, RECENT);

  return (
    <section aria-labelledby="studio-title" className="mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 id="studio-title" className="text-3xl font-bold tracking-tight">
          {t('studio.title')}
        </h1>
        <p className="text-muted-foreground">{t('studio.subtitle')}</p>
      </header>
      <nav aria-label={t('studio.toolsLabel')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {TOOLS.map(({ key, to, icon: Icon }) => (
          <Link
            key={key}
            to={to}
            className="flex items-start gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent"
          >
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold">{t(`studio.tools.${key}.name`)}</span>
              <span className="text-sm text-muted-foreground">{t(`studio.tools.${key}.text`)}</span>
            </span>
          </Link>
        ))}
      </nav>
      <section aria-labelledby="studio-recent" className="flex flex-col gap-3">
        <h2 id="studio-recent" className="text-xl font-semibold">
          {t('studio.recent')}
        </h2>
        {loading && !data ? (
          <Skeleton className="h-32 rounded-xl" />
        ) : projects.length === 0 ? (
          <p className="text-muted-foreground">{t('studio.noProjects')}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-xl border bg-card">
            {projects.map((project) => (
              <li key={project.id}>
                <Link to={project.to} className="flex items-center gap-3 px-4 py-3 hover:bg-accent">
                  <FilePen className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 flex-1 truncate">{project.text}</span>
                  <Badge variant={project.kind === 'post' ? 'default' : 'secondary'}>
                    {t(`studio.kind.${project.kind}`)}
                  </Badge>
                  <time dateTime={project.date} className="w-28 shrink-0 text-end text-xs text-muted-foreground">
                    {relative(project.date)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
