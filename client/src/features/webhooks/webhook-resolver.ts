import { zodResolver } from '@hookform/resolvers/zod';
import { webhookEndpointSchema } from '@kuza/common';

// The endpoint form's rule (an http(s) address, at least one event), loaded with the form (lib/lazy-resolver.ts).
export const webhookResolver = zodResolver(webhookEndpointSchema);
