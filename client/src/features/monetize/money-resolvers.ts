import { zodResolver } from '@hookform/resolvers/zod';
import { cashOutSchema, splitSchema } from '@kuza/common';

// Cash Out's and Split Earnings' rules, loaded with the form (lib/lazy-resolver.ts).
export const cashOutResolver = zodResolver(cashOutSchema);
export const splitResolver = zodResolver(splitSchema);
