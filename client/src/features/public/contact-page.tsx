import { Clock, Mail, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_TEAM_ADDRESS } from '@kuza/common';
import { ContactForm } from './contact-form';
import { PageIntro } from '@/ui/page-intro';
import { usePageTitle } from '@/lib/use-page-title';

// Spec §2.1: offices in Nairobi, Lagos and Johannesburg; office hours Mon-Fri 9-6, Sat 10-2, Sun closed.
const OFFICES = ['nairobi', 'lagos', 'johannesburg'] as const;
const HOURS = ['weekdays', 'saturday', 'sunday'] as const;

/** /contact: the form, contact information, offices and office hours. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'));
  return (
    <>
      <PageIntro title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1.6fr_1fr]">
        <section className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <ContactForm />
        </section>
        <aside className="grid content-start gap-6">
          <section aria-labelledby="contact-info-title" className="rounded-xl border bg-card p-6 shadow-sm">
            <h2 id="contact-info-title" className="mb-3 font-semibold">
              {t('info.title')}
            </h2>
            <p className="flex items-center gap-2">
              <Mail className="size-4 text-primary" aria-hidden />
              <span className="sr-only">{t('info.email')}</span>
              <a
                href={`mailto:${CONTACT_TEAM_ADDRESS}`}
                className="text-primary underline-offset-4 hover:underline"
                dir="ltr"
              >
                {CONTACT_TEAM_ADDRESS}
              </a>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{t('info.response')}</p>
          </section>
          <section aria-labelledby="offices-title" className="rounded-xl border bg-card p-6 shadow-sm">
            <h2 id="offices-title" className="mb-3 font-semibold">
              {t('offices.title')}
            </h2>
            <ul className="grid gap-3">
              {OFFICES.map((office) => (
                <li key={office} className="flex items-start gap-2">
                  <MapPin className="mt-0.5 size-4 text-primary" aria-hidden />
                  <span className="grid">
                    <span className="font-medium">{t(`offices.${office}.city`)}</span>
                    <span className="text-sm text-muted-foreground">{t(`offices.${office}.country`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="hours-title" className="rounded-xl border bg-card p-6 shadow-sm">
            <h2 id="hours-title" className="mb-3 flex items-center gap-2 font-semibold">
              <Clock className="size-4 text-primary" aria-hidden />
              {t('hours.title')}
            </h2>
            <ul className="grid gap-1 text-muted-foreground">
              {HOURS.map((key) => (
                <li key={key}>{t(`hours.${key}`)}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
