// The front door of messages: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { ConversationService } from './conversation.service';
export { MessageService } from './message.service';
export { Message } from './message.types';
export { messageById } from './message.loaders';
