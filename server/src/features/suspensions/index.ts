// The front door of suspensions: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { SuspensionService } from './suspension.service';
