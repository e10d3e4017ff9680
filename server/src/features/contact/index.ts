// The front door of contact: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { ContactService } from './contact.service';
