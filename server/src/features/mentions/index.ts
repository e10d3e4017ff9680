// The front door of mentions: what other features may use.
export { type MentionSource, MentionService } from './mention.service';
