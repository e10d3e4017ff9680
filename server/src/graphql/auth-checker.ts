import type { AuthCheckerFn } from 'type-graphql';
import type { Context } from './context';
import { forbidden, unauthenticated } from './errors';

/** `@Authorized()` needs a signed-in caller; `@Authorized(Role.ADMIN, ...)` one of those roles, read per request. */
export const authChecker: AuthCheckerFn<Context> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.length > 0 && !roles.some((role) => context.viewer!.roles.includes(role as never))) throw forbidden();
  return true;
};
