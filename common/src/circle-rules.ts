// Circles (spec §3: a circle has a name, members, posts and a private flag): the rules and messages of creating a
// circle, joining it and posting in it, for the server's errors and the client's forms.
import { LIMITS } from './limits';
import { fillCatalog } from './message-template';

/** What the viewer is to a circle: the screen's button follows it (Join, Request to join, Requested, Open). */
export const CIRCLE_VIEWER_STATUSES = ['NONE', 'REQUESTED', 'MEMBER', 'OWNER'] as const;
export type CircleViewerStatusName = (typeof CIRCLE_VIEWER_STATUSES)[number];

export const CIRCLE_TEMPLATES = {
  circleNameRequired: 'Give your circle a name.',
  circleNameTooLong: 'Circle names can be at most {{nameMax}} characters.',
  circleNameTaken: 'A circle with this name already exists. Choose another name.',
  circleDescriptionTooLong: 'Circle descriptions can be at most {{descriptionMax}} characters.',
  circleNotFound: 'This circle does not exist.',
  circleOwnerCannotLeave: 'You own this circle, so you cannot leave it. Delete the circle instead.',
  circleNotJoined: 'You are not a member of this circle.',
  circleOwnerOnly: "Only the circle's owner can do this.",
  circleRequestNotFound: 'There is no pending request to join this circle from this creator.',
  circlePrivate: 'This circle is private: only its members can read its discussion.',
  circleMembersOnly: 'Only members of this circle can post in it.',
  circlePostRequired: 'Write something to post.',
  circlePostTooLong: 'Circle posts can be at most {{circlePostMax}} characters.',
  repeatedCirclePost: "You already posted this in this circle. Kuza's spam detection blocks repeated posts.",
} as const;

export const CIRCLE_PARAMS = {
  circleNameTooLong: { nameMax: LIMITS.circleNameMaxLength },
  circleDescriptionTooLong: { descriptionMax: LIMITS.circleDescriptionMaxLength },
  circlePostTooLong: { circlePostMax: LIMITS.circlePostMaxLength },
} as const;

export const CIRCLE_MESSAGES = /*#__PURE__*/ fillCatalog(CIRCLE_TEMPLATES, CIRCLE_PARAMS);
export type CircleMessageId = keyof typeof CIRCLE_MESSAGES;
