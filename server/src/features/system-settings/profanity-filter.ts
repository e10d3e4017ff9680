import { maskOffensive } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { SystemSettingsService } from './system-settings.service';

/**
 * A post's, comment's, shoutout's, collab request's or circle post's text as the caller reads it: while System Settings' Profanity filter is on, the offensive
 * words of a sensitive text are masked ("f***") for everyone but its author. At once for every other text: list
 * pages ask this of every post.
 */
export function shownText(
  ctx: Pick<Context, 'viewer' | 'services'>,
  text: string,
  sensitive: boolean | undefined,
  authorId: string | null,
): string | Promise<string> {
  if (!sensitive || (ctx.viewer !== null && ctx.viewer.id === authorId)) return text;
  return ctx.services
    .get(SystemSettingsService)
    .current()
    .then((switches) => (switches.profanityFilter ? maskOffensive(text) : text));
}
