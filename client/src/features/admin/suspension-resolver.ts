import { zodResolver } from '@hookform/resolvers/zod';
import { suspensionSchema } from '@kuza/common';

// The suspend dialog's rule, loaded with the dialog (lib/lazy-resolver.ts).
export const suspensionResolver = zodResolver(suspensionSchema);
