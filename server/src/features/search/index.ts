// The front door of search. Resolvers are found by graphql/find-modules.ts.
export { SearchService } from './search.service';
export { SearchKind } from './search.types';
