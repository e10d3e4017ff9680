import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/ui/page-spinner';
import { SidebarInset, SidebarProvider } from '@/ui/sidebar';
import { TooltipProvider } from '@/ui/tooltip';
import { AccountSettingsSync } from '@/features/settings/account-settings-sync';
import { AppSidebar } from './app-sidebar';
import { TopBar } from './top-bar';

/** The shared /dashboard shell: sidebar, top bar, the screen, and the footer (spec §2.3). */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  // Tooltips live only in the dashboard so far; one provider shares the spec's open/skip delays.
  return (
    <TooltipProvider>
      <SidebarProvider>
        <AccountSettingsSync />
        <AppSidebar />
        <SidebarInset>
          <TopBar />
          <main id="dashboard-main" className="flex-1 px-4 py-6 md:px-8">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
          <footer className="border-t px-4 py-4 text-center text-sm text-muted-foreground md:px-8">
            {t('footer.copyright')}
          </footer>
        </SidebarInset>
      </SidebarProvider>
    </TooltipProvider>
  );
}
