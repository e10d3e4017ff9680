// The front door of auth: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { AccountService, requireConfirmedEmail } from './account.service';
export { AuthSession } from './auth-session.entity';
export { AuthService } from './auth.service';
export { checkPassword, hashPassword } from './passwords';
export { looksLikeJwt } from './tokens';
export { User } from './user.entity';
