import { LIMITS } from './limits';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** The one rule for every argument that sizes a list (first, limit): 1 to LIMITS.pageSizeMax. */
export const listSizeRange = (argument: string) => `${argument} must be between 1 and ${LIMITS.pageSizeMax}.`;

// Messages of issue 3 (posts, comments, follows, feed) that the spec does not word itself, in one place
// for the server's errors and the client's forms.
export const CONTENT_MESSAGES = {
  postTooLong: `Posts can be at most ${LIMITS.postMaxLength} characters.`,
  commentRequired: 'Please write a comment before sending.',
  commentTooLong: `Comments can be at most ${LIMITS.commentMaxLength} characters.`,
  bioTooLong: `Your bio can be at most ${LIMITS.bioMaxLength} characters.`,
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
  pageSizeRange: listSizeRange('first'),
  limitRange: listSizeRange('limit'),
  energyRange: `Energy must be a whole number from ${LIMITS.energy.min} to ${LIMITS.energy.max}.`,
  paidUnavailable: 'Paid posts arrive with monetization.',
  nulCharacter: 'Text cannot contain the NUL character (U+0000).',
  tooManyNotificationIds: `At most ${LIMITS.pageSizeMax} notifications can be marked read at once.`,
} as const;

export type MediaKind = 'IMAGE' | 'VIDEO' | 'AUDIO';

export interface MediaRule {
  /** Accepted file extensions, lowercase, without the dot. */
  extensions: readonly string[];
  /** The largest size accepted, in bytes. */
  maxBytes: number;
  tooLargeMessage: string;
  captionRequiredMessage: string;
  missingMessage: string;
  uploadFailedMessage: string;
}

// Spec §5 and issue 3: the accepted types and size limits of each kind of media.
export const MEDIA_RULES: Record<MediaKind, MediaRule> = {
  VIDEO: {
    extensions: ['mp4', 'mov', 'avi', 'webm'],
    maxBytes: LIMITS.videoMaxBytes - 1, // "must be less than 500MB"
    tooLargeMessage: M.videoTooLarge,
    captionRequiredMessage: M.captionRequiredVideo,
    missingMessage: M.noVideoSelected,
    uploadFailedMessage: CONTENT_MESSAGES.uploadFailedVideo,
  },
  AUDIO: {
    extensions: ['mp3', 'wav', 'webm', 'm4a', 'ogg'],
    maxBytes: LIMITS.audioMaxBytes - 1, // "must be less than 50MB"
    tooLargeMessage: M.audioTooLarge,
    captionRequiredMessage: M.captionRequiredAudio,
    missingMessage: M.noAudioSelected,
    uploadFailedMessage: CONTENT_MESSAGES.uploadFailedAudio,
  },
  IMAGE: {
    extensions: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
    maxBytes: LIMITS.imageMaxBytes, // "up to 10MB"
    tooLargeMessage: M.imageTooLarge,
    captionRequiredMessage: M.contentRequired,
    missingMessage: CONTENT_MESSAGES.avatarMustBeImage,
    uploadFailedMessage: CONTENT_MESSAGES.uploadFailedImage,
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
