import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { publicPostPath, publicProfilePath, publicTagPath } from '@kuza/common';

// Shared by posts, profiles, hashtags and notifications. Where a post's author, hashtags and date lead: the dashboard's screens inside the dashboard, the public pages
// outside it (a visitor without an account stays on pages they may read).

export function profileHref(username: string): string {
  return `/dashboard/u/${encodeURIComponent(username)}`;
}

export function hashtagHref(tag: string): string {
  return `/dashboard/hashtag/${encodeURIComponent(tag)}`;
}

export function postHref(postId: string): string {
  return `/dashboard/post/${postId}`;
}

export interface ContentLinks {
  profile: (username: string) => string;
  tag: (tag: string) => string;
  post: (postId: string) => string;
}

const DASHBOARD_LINKS: ContentLinks = { profile: profileHref, tag: hashtagHref, post: postHref };
const PUBLIC_LINKS: ContentLinks = { profile: publicProfilePath, tag: publicTagPath, post: publicPostPath };

export function useContentLinks(): ContentLinks {
  const inDashboard = /^\/dashboard(?:\/|$)/.test(useLocation().pathname);
  return useMemo(() => (inDashboard ? DASHBOARD_LINKS : PUBLIC_LINKS), [inDashboard]);
}
