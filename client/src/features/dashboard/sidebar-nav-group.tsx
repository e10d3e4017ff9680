import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/ui/collapsible';
import {
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/ui/sidebar';
import { dashboardHref, type DashboardRouteDef } from './dashboard-routes';

interface SidebarNavGroupProps {
  title: string;
  items: readonly DashboardRouteDef[];
  defaultOpen: boolean;
  /** Icon-only mode shows every item, since group labels are hidden there. */
  forceOpen: boolean;
}

/** My Flow (/dashboard) is active only on an exact match; other items also on their sub-paths. */
function isActive(pathname: string, path: string): boolean {
  const href = dashboardHref(path);
  return matchPath({ path: href, end: path === '' }, pathname) !== null;
}

export function SidebarNavGroup({ title, items, defaultOpen, forceOpen }: SidebarNavGroupProps) {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  // A group holding the current page starts open, so the highlighted link is visible.
  const [open, setOpen] = useState(() => defaultOpen || items.some((item) => isActive(pathname, item.path)));

  return (
    <Collapsible open={forceOpen || open} onOpenChange={setOpen} className="group/collapsible">
      <SidebarGroup className="py-1">
        <SidebarGroupLabel asChild>
          <CollapsibleTrigger className="cursor-pointer hover:bg-sidebar-accent hover:text-sidebar-accent-foreground">
            {title}
            <ChevronDown
              aria-hidden
              className="ms-auto transition-transform group-data-[state=open]/collapsible:rotate-180"
            />
          </CollapsibleTrigger>
        </SidebarGroupLabel>
        <CollapsibleContent>
          <SidebarGroupContent>
            <SidebarMenu>
              {items.map((item) => {
                const label = t(item.titleKey);
                return (
                  <SidebarMenuItem key={`${item.path}-${item.titleKey}`}>
                    <SidebarMenuButton asChild isActive={isActive(pathname, item.path)} tooltip={label}>
                      <NavLink
                        to={dashboardHref(item.path)}
                        end={item.path === ''}
                        onClick={() => isMobile && setOpenMobile(false)}
                      >
                        <item.icon aria-hidden />
                        <span>{label}</span>
                        {item.badge && <item.badge />}
                      </NavLink>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                );
              })}
            </SidebarMenu>
          </SidebarGroupContent>
        </CollapsibleContent>
      </SidebarGroup>
    </Collapsible>
  );
}
