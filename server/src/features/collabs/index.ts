// The front door of collabs: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { CollabService } from './collab.service';
export { CollabRequest, CollabType } from './collab.types';
