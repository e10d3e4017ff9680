import { zodResolver } from '@hookform/resolvers/zod';
import { circlePostSchema, circleSchema, collabRequestSchema, shoutoutSchema } from '@kuza/common';

// The community forms' rules, loaded with a form (lib/lazy-resolver.ts).
export const circleResolver = zodResolver(circleSchema);
export const circlePostResolver = zodResolver(circlePostSchema);
export const collabRequestResolver = zodResolver(collabRequestSchema);
export const shoutoutResolver = zodResolver(shoutoutSchema);
