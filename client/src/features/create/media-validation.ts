import { CONTENT_MESSAGES, MEDIA_RULES, VALIDATION_MESSAGES, fileExtension, type MediaKind } from '@kuza/common';

export type UploadKind = Extract<MediaKind, 'VIDEO' | 'AUDIO'>;

/** A failed rule: the toast title's key (create:toasts.*) and the rule's exact message. */
export interface MediaIssue {
  title: 'captionRequired' | 'noVideo' | 'noAudio' | 'fileTooLarge' | 'uploadFailed';
  message: string;
}

/** Whether the file's extension is one the kind accepts (spec §5). */
export function isAcceptedType(kind: MediaKind, file: File): boolean {
  return MEDIA_RULES[kind].extensions.includes(fileExtension(file.name));
}

/** The file's own problem (size, then type), checked as soon as it is chosen and again before upload. */
export function fileIssue(kind: MediaKind, file: File): MediaIssue | null {
  const rule = MEDIA_RULES[kind];
  if (file.size > rule.maxBytes) return { title: 'fileTooLarge', message: rule.tooLargeMessage };
  if (!isAcceptedType(kind, file)) return { title: 'uploadFailed', message: CONTENT_MESSAGES.unsupportedMedia };
  return null;
}

/** The toast title for a spec message the server sent back (BAD_USER_INPUT), when the spec names one. */
export function titleForServerMessage(message: string | undefined): MediaIssue['title'] | null {
  switch (message) {
    case VALIDATION_MESSAGES.captionRequiredVideo:
    case VALIDATION_MESSAGES.captionRequiredAudio:
      return 'captionRequired';
    case VALIDATION_MESSAGES.noVideoSelected:
      return 'noVideo';
    case VALIDATION_MESSAGES.noAudioSelected:
      return 'noAudio';
    case VALIDATION_MESSAGES.videoTooLarge:
    case VALIDATION_MESSAGES.audioTooLarge:
    case VALIDATION_MESSAGES.imageTooLarge:
      return 'fileTooLarge';
    default:
      return null;
  }
}

/** The kind's extensions as the reader's language joins them ("png, jpg, webp, or gif"). */
export function acceptedTypesText(kind: MediaKind, language: string): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(MEDIA_RULES[kind].extensions);
}

/** The file input's accept list: the kind's extensions. */
export function acceptList(kind: MediaKind): string {
  return MEDIA_RULES[kind].extensions.map((extension) => `.${extension}`).join(',');
}
