import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { EarningsPanel, MobileBottomNav } from '@/features/shell';
import { PageSpinner } from '@/ui/page-spinner';
import { SidebarInset, SidebarProvider } from '@/ui/sidebar';
import { LocationDetector } from '@/features/location';
import { EmailConfirmationBanner } from '@/features/auth';
import { AccountSettingsSync } from '@/features/settings';
import { AppSidebar } from './app-sidebar';
import { TopBar } from './top-bar';

/**
 * The shared /dashboard shell (spec §2.3): sidebar, top bar, the screen with the earnings panel beside it on
 * extra-wide screens, the footer, and the bottom tab bar on mobile (below 768 px, where the sidebar is a sheet).
 */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  // The sidebar's tooltips (the only ones so far) bring their providers when it first collapses (ui/sidebar).
  return (
    <SidebarProvider>
      <AccountSettingsSync />
      {/* Spec §2.3: while signed in, the dashboard detects the user's city (failures are only logged). */}
      <LocationDetector />
      <AppSidebar />
      <SidebarInset>
        <TopBar />
        <div className="flex flex-1">
          <main id="dashboard-main" className="min-w-0 flex-1 px-4 py-6 md:px-8">
            {/* Issue 33: the reminder to confirm the e-mail, and the confirmation link's landing. */}
            <Suspense fallback={null}>
              <EmailConfirmationBanner />
            </Suspense>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
          <EarningsPanel />
        </div>
        {/* On small screens the bottom tab bar covers the page's last 4rem: keep the footer above it. */}
        <footer className="border-t px-4 pt-4 pb-20 text-center text-sm text-muted-foreground md:px-8 md:pb-4">
          {t('footer.copyright')}
        </footer>
        <MobileBottomNav />
      </SidebarInset>
    </SidebarProvider>
  );
}
