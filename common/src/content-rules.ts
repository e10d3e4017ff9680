import { LIMITS } from './limits';
import { fillCatalog, fillMessage } from './message-template';
import type { VALIDATION_MESSAGES as M } from './validation-messages';

// Messages of issue 3 (posts, comments, follows, feed) that the spec does not word itself, in one place
// for the server's errors and the client's forms.
export const CONTENT_TEMPLATES = {
  postTooLong: 'Posts can be at most {{postMax}} characters.',
  commentRequired: 'Please write a comment before sending.',
  commentTooLong: 'Comments can be at most {{commentMax}} characters.',
  bioTooLong: 'Your bio can be at most {{bioMax}} characters.',
  cannotFollowSelf: "You can't follow yourself.",
  postNotFound: 'This post does not exist or was deleted.',
  userNotFound: 'No user has this username.',
  notYourPost: 'Only the author or a moderator can delete this post.',
  unsupportedMedia:
    'Unsupported file type. Use mp4, mov, avi or webm for video; mp3, wav, webm, m4a or ogg for audio; png, jpg, webp or gif for images.',
  mediaContentMismatch: "This file's contents do not match its file type.",
  avatarMustBeImage: 'Your avatar must be a png, jpg, webp or gif image.',
  uploadFailedVideo: 'Failed to upload video',
  uploadFailedAudio: 'Failed to upload audio',
  uploadFailedImage: 'Failed to upload image',
  invalidCursor: 'This cursor does not belong to this list. Load the list again from the start.',
  pageSizeRange: 'first must be between 1 and {{pageMax}}.',
  limitRange: 'limit must be between 1 and {{pageMax}}.',
  /** The same rule for any other argument that sizes a list (last, ...). */
  listSizeRange: '{{argument}} must be between 1 and {{pageMax}}.',
  energyRange: 'Energy must be a whole number from {{min}} to {{max}}.',
  paidUnavailable: 'Paid posts arrive with monetization.',
  nulCharacter: 'Text cannot contain the NUL character (U+0000).',
  tooManyNotificationIds: 'At most {{max}} notifications can be marked read at once.',
  /** A cursor of a profile list that is not one. */
  badCursor: 'Invalid cursor',
} as const;

export const CONTENT_PARAMS = {
  postTooLong: { postMax: LIMITS.postMaxLength },
  commentTooLong: { commentMax: LIMITS.commentMaxLength },
  bioTooLong: { bioMax: LIMITS.bioMaxLength },
  pageSizeRange: { pageMax: LIMITS.pageSizeMax },
  limitRange: { pageMax: LIMITS.pageSizeMax },
  listSizeRange: { pageMax: LIMITS.pageSizeMax },
  energyRange: { min: LIMITS.energy.min, max: LIMITS.energy.max },
  tooManyNotificationIds: { max: LIMITS.pageSizeMax },
} as const;

export const CONTENT_MESSAGES = /*#__PURE__*/ fillCatalog(CONTENT_TEMPLATES, CONTENT_PARAMS);

/** The one rule for every argument that sizes a list (first, limit, last): 1 to LIMITS.pageSizeMax. */
export const listSizeRange = (argument: string) =>
  fillMessage(CONTENT_TEMPLATES.listSizeRange, { ...CONTENT_PARAMS.listSizeRange, argument });

export type MediaKind = 'IMAGE' | 'VIDEO' | 'AUDIO';

/** The id of a message of the validation or content catalog (messages.ts names them so). */
type MediaMessageId = `validation.${keyof typeof M}` | `content.${keyof typeof CONTENT_TEMPLATES}`;

export interface MediaRule {
  /** Accepted file extensions, lowercase, without the dot. */
  extensions: readonly string[];
  /** The largest size accepted, in bytes. */
  maxBytes: number;
  tooLargeMessage: MediaMessageId;
  captionRequiredMessage: MediaMessageId;
  missingMessage: MediaMessageId;
  uploadFailedMessage: MediaMessageId;
}

// Spec §5 and issue 3: the accepted types and size limits of each kind of media, with the ids of their messages.
export const MEDIA_RULES: Record<MediaKind, MediaRule> = {
  VIDEO: {
    extensions: ['mp4', 'mov', 'avi', 'webm'],
    maxBytes: LIMITS.videoMaxBytes - 1, // "must be less than 500MB"
    tooLargeMessage: 'validation.videoTooLarge',
    captionRequiredMessage: 'validation.captionRequiredVideo',
    missingMessage: 'validation.noVideoSelected',
    uploadFailedMessage: 'content.uploadFailedVideo',
  },
  AUDIO: {
    extensions: ['mp3', 'wav', 'webm', 'm4a', 'ogg'],
    maxBytes: LIMITS.audioMaxBytes - 1, // "must be less than 50MB"
    tooLargeMessage: 'validation.audioTooLarge',
    captionRequiredMessage: 'validation.captionRequiredAudio',
    missingMessage: 'validation.noAudioSelected',
    uploadFailedMessage: 'content.uploadFailedAudio',
  },
  IMAGE: {
    extensions: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
    maxBytes: LIMITS.imageMaxBytes, // "up to 10MB"
    tooLargeMessage: 'validation.imageTooLarge',
    captionRequiredMessage: 'validation.contentRequired',
    missingMessage: 'content.avatarMustBeImage',
    uploadFailedMessage: 'content.uploadFailedImage',
  },
};

/** The lowercase extension of a file name, without the dot ('' when there is none). */
export function fileExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/**
 * Which kind of media a file is, from its name (and MIME type for .webm, which is video or audio);
 * `expected` settles it when the form says what it uploads. Null when the type is not accepted.
 */
export function mediaKindOf(filename: string, mimetype = '', expected?: MediaKind): MediaKind | null {
  const ext = fileExtension(filename);
  if (expected) return MEDIA_RULES[expected].extensions.includes(ext) ? expected : null;
  if (ext === 'webm') return mimetype.startsWith('audio/') ? 'AUDIO' : 'VIDEO';
  const kinds: MediaKind[] = ['IMAGE', 'VIDEO', 'AUDIO'];
  return kinds.find((kind) => MEDIA_RULES[kind].extensions.includes(ext)) ?? null;
}
