import { isExpired, sessionStore } from '@/apollo/session-store';
import { refreshSession } from '@/apollo/refresh';

/** Where the server produces the creator's members as CSV (members.http.ts). */
export const MEMBERS_CSV_URL = '/memberships/members.csv';

/**
 * Downloads the members CSV: fetched with the session's bearer token (the file is the creator's alone), then saved
 * through a temporary link, as a browser cannot send that header on a plain link.
 */
export async function downloadMembersCsv(): Promise<void> {
  let session = sessionStore.get();
  if (session && isExpired(session)) session = await refreshSession();
  if (!session) throw new Error('Signed out');
  const response = await fetch(MEMBERS_CSV_URL, { headers: { authorization: `Bearer ${session.accessToken}` } });
  if (!response.ok) throw new Error(`The export answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'kuza-members.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
