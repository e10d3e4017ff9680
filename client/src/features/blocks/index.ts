// What other features use: the profile's Mute / Block menu, and the blocked and muted lists of Privacy & Safety.
export { ControlLists } from './control-lists';
export { ProfileSafetyMenu } from './profile-safety-menu';
