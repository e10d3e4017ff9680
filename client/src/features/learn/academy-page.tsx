import { BookOpen, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '@/ui/screen-header';
import { Badge } from '@/ui/badge';

const COURSES = [
  { id: 'start', level: 'beginner' },
  { id: 'grow', level: 'intermediate' },
  { id: 'earn', level: 'beginner' },
  { id: 'brand', level: 'advanced' },
] as const;
const LESSONS = ['l1', 'l2', 'l3'] as const;

/** /dashboard/academy: short courses with their lessons (informational, spec §2.3). */
export function AcademyPage() {
  const { t } = useTranslation('learn');
  return (
    <section aria-labelledby="academy-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="academy-title" title={t('academy.title')} subtitle={t('academy.subtitle')} />
      <ul className="grid gap-4 md:grid-cols-2" aria-label={t('academy.title')}>
        {COURSES.map((course) => (
          <li
            key={course.id}
            className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
            data-testid="course"
          >
            <div className="flex items-center justify-between gap-2">
              <BookOpen aria-hidden className="size-6 text-primary" />
              <Badge variant="secondary">{t(`academy.levels.${course.level}`)}</Badge>
            </div>
            <h2 className="text-lg font-semibold">{t(`academy.courses.${course.id}.title`)}</h2>
            <p className="text-sm text-muted-foreground">{t(`academy.courses.${course.id}.text`)}</p>
            <p className="text-xs font-medium">{t('academy.lessons', { lessons: LESSONS.length })}</p>
            <ol className="flex flex-col gap-1.5 text-sm">
              {LESSONS.map((lesson) => (
                <li key={lesson} className="flex items-center gap-2">
                  <CheckCircle2 aria-hidden className="size-4 text-success" />
                  {t(`academy.courses.${course.id}.lessons.${lesson}`)}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
