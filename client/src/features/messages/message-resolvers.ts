import { zodResolver } from '@hookform/resolvers/zod';
import { messageComposerSchema } from '@kuza/common';

// The composer's rules, loaded with it (lib/lazy-resolver.ts).
export const messageComposerResolver = zodResolver(messageComposerSchema);
