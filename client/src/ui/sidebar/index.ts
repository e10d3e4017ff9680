export {
  SidebarProvider,
  useSidebar,
  readSidebarCookie,
  SIDEBAR_COOKIE_NAME,
  type SidebarContextValue,
} from './sidebar-context';
export {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarInput,
  SidebarInset,
  SidebarRail,
  SidebarSeparator,
  SidebarTrigger,
} from './sidebar';
export { SidebarGroup, SidebarGroupContent, SidebarGroupLabel } from './sidebar-group';
export {
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSkeleton,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  sidebarMenuButtonVariants,
} from './sidebar-menu';
