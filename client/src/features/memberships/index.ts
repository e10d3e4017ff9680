// What other features use: Join on a creator's profile, and the links to memberships from My Wallet.
export { JoinMembershipButton } from './join-membership-button';
export { MembershipLinks } from './membership-links';
