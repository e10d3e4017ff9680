import { zodResolver } from '@hookform/resolvers/zod';
import { mediaPostSchema, postContentSchema } from '@kuza/common';

// The editors' rules, loaded with the editor (lib/lazy-resolver.ts). An image's own rules are checked as it is chosen
// (and an image post's caption message is a text post's).
export const textPostResolver = zodResolver(postContentSchema(null));
export const mediaPostResolvers = {
  VIDEO: zodResolver(mediaPostSchema<File>('VIDEO')),
  AUDIO: zodResolver(mediaPostSchema<File>('AUDIO')),
};
