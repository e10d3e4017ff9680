import { firstIssue, LIMITS, searchQuerySchema, type MessageId, type SearchKindName } from '@kuza/common';
import { useSearchParams } from 'react-router-dom';
import { ALL_TAB_PER_KIND, kindOf } from './search-kind';

/**
 * The search of a results page's address (?q=...&tab=people): the query, its tab, the page size, and the rule it
 * breaks (empty, too long) so the page says so instead of asking the server.
 */
export function useSearchAddress() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const kind = kindOf(params.get('tab'));
  const checked = firstIssue(searchQuerySchema, { query });
  const invalid: MessageId | null = checked.ok ? null : checked.issue.messageId;
  const first = kind === 'ALL' ? ALL_TAB_PER_KIND : LIMITS.pageSizeDefault;
  const setKind = (next: SearchKindName) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'ALL') updated.delete('tab');
        else updated.set('tab', next.toLowerCase());
        return updated;
      },
      { replace: true },
    );
  return { query, kind, first, invalid, setKind };
}
