// Where a tip was given, kept in this tab across the trip to the gateway's checkout page and back
// (/dashboard/checkout/:id, the return URL the server gives the gateway).
const key = (checkoutId: string) => `kuza.tip.${checkoutId}`;

export interface PendingTip {
  postId: string | null;
  creatorUsername: string;
}

export function rememberTip(checkoutId: string, tip: PendingTip): void {
  try {
    sessionStorage.setItem(key(checkoutId), JSON.stringify(tip));
  } catch {
    // Storage may be off (private mode): the checkout page then only shows the status.
  }
}

export function recallTip(checkoutId: string): PendingTip | null {
  try {
    const stored = sessionStorage.getItem(key(checkoutId));
    if (!stored) return null;
    const value = JSON.parse(stored) as Partial<PendingTip>;
    return typeof value.creatorUsername === 'string'
      ? { postId: typeof value.postId === 'string' ? value.postId : null, creatorUsername: value.creatorUsername }
      : null;
  } catch {
    return null;
  }
}

/** Goes to the gateway's page: a real navigation (another site with live gateways). Replaced in tests. */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
