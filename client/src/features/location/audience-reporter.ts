import { loadApolloClient } from '@/apollo/load-client';
import { sessionStore } from '@/apollo/session-store';
import { RecordClickDocument, RecordImpressionsDocument } from './location-operations';

// Impressions go out in batches: after a short pause, or at once when a batch is full (the server takes 100).
const FLUSH_DELAY_MS = 2_000;
const MAX_BATCH = 50;
// The server counts a viewer's post once per 30 minutes; not resending within that saves requests.
const RESEND_AFTER_MS = 30 * 60_000;

const pending = new Set<string>();
const sentAt = new Map<string, number>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Queues an impression of a post the user actually saw; sent in a batch soon after. Signed-in users only. */
export function queueImpression(postId: string): void {
  if (!sessionStore.get()) return;
  const last = sentAt.get(postId);
  if (last !== undefined && Date.now() - last < RESEND_AFTER_MS) return;
  sentAt.set(postId, Date.now());
  pending.add(postId);
  flushWhenHidden();
  if (pending.size >= MAX_BATCH) void flushImpressions();
  else timer ??= setTimeout(() => void flushImpressions(), FLUSH_DELAY_MS);
}

/** Sends the queued impressions now. Failures are only logged; those posts may be reported again later. */
export async function flushImpressions(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const postIds = [...pending];
  pending.clear();
  if (postIds.length === 0 || !sessionStore.get()) return;
  try {
    const client = await loadApolloClient();
    await client.mutate({ mutation: RecordImpressionsDocument, variables: { postIds } });
  } catch (error) {
    postIds.forEach((id) => sentAt.delete(id));
    console.warn('Failed to report impressions', error);
  }
}

/** Reports that the user opened a post, its media or one of its hashtags. Fire and forget; failures are logged. */
export function reportClick(postId: string): void {
  if (!sessionStore.get()) return;
  void loadApolloClient()
    .then((client) => client.mutate({ mutation: RecordClickDocument, variables: { postId } }))
    .catch((error: unknown) => console.warn('Failed to report click', error));
}

// Leaving the page or switching tabs sends what is queued instead of losing it.
function flushWhenHidden(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushImpressions();
  });
}

/** For tests: forget queued and sent impressions. */
export function resetAudienceReporter(): void {
  clearTimeout(timer);
  timer = undefined;
  pending.clear();
  sentAt.clear();
}
