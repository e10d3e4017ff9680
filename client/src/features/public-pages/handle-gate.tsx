import { Outlet, useParams } from 'react-router-dom';
import { NotFoundPage } from '@/features/public/pages';

/** The username of a /@username path, or null when the segment is something else. */
export function handleOf(segment: string | undefined): string | null {
  return segment?.startsWith('@') && segment.length > 1 ? segment.slice(1) : null;
}

/** The route of /:handle: a profile's page for /@username; any other one-segment path is not a page. */
export function HandleGate() {
  return handleOf(useParams().handle) ? <Outlet /> : <NotFoundPage />;
}
