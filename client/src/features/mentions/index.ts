// The front door of mentions: what other features may use.
export { MentionText } from './mention-text';
