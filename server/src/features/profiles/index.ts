// The front door of profiles: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { ProfileListService } from './profile-list.service';
export { ProfileConnection } from './profile-list.types';
export { profilePrivacyById } from './profile-privacy';
export { Profile } from './profile.entity';
export { profileById } from './profile.loaders';
export { ProfileService } from './profile.service';
