import { zodResolver } from '@hookform/resolvers/zod';
import { campaignFormSchema } from '@kuza/common';

// The wizard's rules, loaded with the wizard (lib/lazy-resolver.ts).
export const campaignResolver = zodResolver(campaignFormSchema);
