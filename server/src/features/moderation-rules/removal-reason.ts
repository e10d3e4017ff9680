/** Why an item's content was removed, as its author is told: the most reported reason, else Auto-moderation's. */
export const REMOVAL_REASON = (item: string) => `COALESCE(
    (SELECT r.reason FROM reports r WHERE r.item_id = ${item} GROUP BY r.reason ORDER BY count(*) DESC, r.reason LIMIT 1), 'OFFENSIVE_LANGUAGE')`;
