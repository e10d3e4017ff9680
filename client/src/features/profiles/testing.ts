// What other features' tests use (never production code): the profile page's query, to mock it.
export { ProfilePageDocument } from './profile-operations';
