import { MEDIA_RULES, fileExtension, type MediaKind, type MessageId } from '@kuza/common';

export type UploadKind = Extract<MediaKind, 'VIDEO' | 'AUDIO'>;

/** A failed rule: the toast title's key (create:toasts.*) and the id of the rule's exact message. */
export interface MediaIssue {
  title: 'captionRequired' | 'noVideo' | 'noAudio' | 'fileTooLarge' | 'uploadFailed';
  messageId: MessageId;
}

/** Whether the file's extension is one the kind accepts (spec §5). */
export function isAcceptedType(kind: MediaKind, file: File): boolean {
  return MEDIA_RULES[kind].extensions.includes(fileExtension(file.name));
}

/** The file's own problem (size, then type), checked as soon as it is chosen and again before upload. */
export function fileIssue(kind: MediaKind, file: File): MediaIssue | null {
  const rule = MEDIA_RULES[kind];
  if (file.size > rule.maxBytes) return { title: 'fileTooLarge', messageId: rule.tooLargeMessage };
  if (!isAcceptedType(kind, file)) return { title: 'uploadFailed', messageId: 'content.unsupportedMedia' };
  return null;
}

/** The toast title for a rule's message id (the form's check or the server's answer), when the spec names one. */
export function titleForServerMessage(messageId: string | undefined): MediaIssue['title'] | null {
  switch (messageId) {
    case 'validation.captionRequiredVideo':
    case 'validation.captionRequiredAudio':
      return 'captionRequired';
    case 'validation.noVideoSelected':
      return 'noVideo';
    case 'validation.noAudioSelected':
      return 'noAudio';
    case 'validation.videoTooLarge':
    case 'validation.audioTooLarge':
    case 'validation.imageTooLarge':
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
