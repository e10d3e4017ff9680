// Memberships (issue 31): a creator's monthly tiers and the rules a tier is saved with. Ids `membership.<name>` in
// messages.ts, translated in every client catalog.

export const MEMBERSHIP_LIMITS = {
  /** At most five tiers per creator (retired ones do not count). */
  tiersMax: 5,
  nameMax: 60,
  descriptionMax: 1_000,
  /** A failed renewal is retried for this many days (the grace period, access kept), then the membership lapses. */
  graceDays: 3,
  /** Renewal attempts in all (the first at the period's end, then once a day during the grace period). */
  renewalAttempts: 3,
} as const;

export const MEMBERSHIP_TEMPLATES = {
  nameRequired: 'Give the tier a name.',
  nameTooLong: 'Tier names can be at most {{max}} characters.',
  descriptionTooLong: 'The perks can be described in at most {{max}} characters.',
  tooManyTiers: 'A creator can offer at most {{max}} membership tiers.',
  tierNotFound: 'This membership tier does not exist.',
  postNotCreators: 'Memberships can only be joined from a post of the same creator.',
  tierClosed: 'This tier is not open to new members.',
  tierRetired: 'This tier is retired.',
  cannotJoinOwn: 'You cannot join your own membership.',
  alreadyMember: 'You are already a member of this tier.',
  creatorCannotReceive: 'This creator cannot receive payments until they confirm their email address.',
  notFound: 'This membership does not exist.',
  notActive: 'This membership has already ended or been cancelled.',
} as const;

export const MEMBERSHIP_PARAMS = {
  nameTooLong: { max: MEMBERSHIP_LIMITS.nameMax },
  descriptionTooLong: { max: MEMBERSHIP_LIMITS.descriptionMax },
  tooManyTiers: { max: MEMBERSHIP_LIMITS.tiersMax },
} as const;

/** One month later, on the same day of the month (the 31st becomes the month's last day). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
