import { zodResolver } from '@hookform/resolvers/zod';
import { apiKeyFormSchema } from '@kuza/common';

// The key forms' rules (each screen's own "name required" message), loaded with the form (lib/lazy-resolver.ts).
export const apiKeyResolvers = {
  API: zodResolver(apiKeyFormSchema('API')),
  PAYMENT_GATEWAY: zodResolver(apiKeyFormSchema('PAYMENT_GATEWAY')),
};
