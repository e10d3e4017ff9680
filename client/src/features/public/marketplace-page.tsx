import { Briefcase, CircleCheck, Megaphone, Palette, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { PageIntro } from '@/ui/page-intro';
import { usePageTitle } from '@/lib/use-page-title';

function Points({ keys, prefix }: { keys: readonly string[]; prefix: string }) {
  const { t } = useTranslation('site');
  return (
    <ul className="grid gap-3">
      {keys.map((key) => (
        <li key={key} className="flex items-start gap-3">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
          {t(`${prefix}.${key}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * /marketplace: the brand marketplace, seen as a brand or as a creator. Browse Creators and Post Campaign
 * lead to the dashboard screens that do those things (signing in first when needed).
 */
export function MarketplacePage() {
  const { t } = useTranslation('site');
  usePageTitle(t('marketplace.title'));
  return (
    <>
      <PageIntro title={t('marketplace.title')} subtitle={t('marketplace.subtitle')} />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <Tabs defaultValue="brands" className="items-center">
          <TabsList aria-label={t('marketplace.viewsLabel')}>
            <TabsTrigger value="brands">
              <Briefcase aria-hidden />
              {t('marketplace.forBrands')}
            </TabsTrigger>
            <TabsTrigger value="creators">
              <Palette aria-hidden />
              {t('marketplace.forCreators')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="brands" className="mt-6 w-full rounded-xl border bg-card p-6 shadow-sm sm:p-8">
            <h2 className="mb-5 text-2xl font-bold">{t('marketplace.brands.title')}</h2>
            <Points prefix="marketplace.brands.points" keys={['reach', 'target', 'report']} />
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/dashboard/discover">
                  <Search aria-hidden />
                  {t('marketplace.browseCreators')}
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/dashboard/advertising/create">
                  <Megaphone aria-hidden />
                  {t('marketplace.postCampaign')}
                </Link>
              </Button>
            </div>
          </TabsContent>
          <TabsContent value="creators" className="mt-6 w-full rounded-xl border bg-card p-6 shadow-sm sm:p-8">
            <h2 className="mb-5 text-2xl font-bold">{t('marketplace.creators.title')}</h2>
            <Points prefix="marketplace.creators.points" keys={['discover', 'rates', 'payouts']} />
            <Button asChild size="lg" className="mt-8">
              <Link to="/auth">{t('marketplace.creators.join')}</Link>
            </Button>
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
