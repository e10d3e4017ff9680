import { zodResolver } from '@hookform/resolvers/zod';
import { personalApiKeySchema } from '@kuza/common';

// The personal key form's rule (name and at least one scope), loaded with the form (lib/lazy-resolver.ts).
export const personalKeyResolver = zodResolver(personalApiKeySchema);
