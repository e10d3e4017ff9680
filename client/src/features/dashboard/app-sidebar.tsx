import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { Logo } from '@/ui/logo';
import { Sidebar, SidebarContent, SidebarHeader, SidebarRail, useSidebar } from '@/ui/sidebar';
import { DASHBOARD_ROUTES, SIDEBAR_GROUPS } from './dashboard-routes';
import { SidebarNavGroup } from './sidebar-nav-group';

/** The dashboard sidebar: all groups of spec §2.3, built from the route table. */
export function AppSidebar() {
  const { t } = useTranslation('dashboard');
  const { hasRole } = useAuth();
  const { state, isMobile, setOpenMobile } = useSidebar();
  const iconOnly = state === 'collapsed' && !isMobile;

  // Groups and items carry the roles that may use them; the server enforces the same rule.
  const groups = SIDEBAR_GROUPS.filter((group) => !('roles' in group) || hasRole(...group.roles));
  const itemsOf = (groupId: string) =>
    DASHBOARD_ROUTES.filter((route) => route.group === groupId && (!route.roles || hasRole(...route.roles)));

  return (
    <Sidebar collapsible="icon">
      <SidebarHeader className="h-16 justify-center border-b border-sidebar-border px-3 group-data-[collapsible=icon]:px-2">
        <Link
          to="/dashboard"
          onClick={() => setOpenMobile(false)}
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring"
        >
          <Logo showName={!iconOnly} />
        </Link>
      </SidebarHeader>
      <SidebarContent className="py-2">
        <nav aria-label={t('sidebar.label')}>
          {groups.map((group) => (
            <SidebarNavGroup
              key={group.id}
              title={t(group.titleKey)}
              defaultOpen={'defaultOpen' in group && group.defaultOpen}
              forceOpen={iconOnly}
              items={itemsOf(group.id)}
            />
          ))}
        </nav>
      </SidebarContent>
      <SidebarRail />
    </Sidebar>
  );
}
