import { zodResolver } from '@hookform/resolvers/zod';
import { membershipTierFormSchema } from '@kuza/common';

// Loaded with the tier form only (lib/lazy-resolver): zod stays out of the page's first download.
export const tierResolver = zodResolver(membershipTierFormSchema);
