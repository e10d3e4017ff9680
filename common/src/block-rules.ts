// Block and mute (issue 33): the messages of their refusals, in one place for the server's errors and the client.
export const BLOCK_TEMPLATES = {
  cannotBlockSelf: "You can't block yourself.",
  cannotMuteSelf: "You can't mute yourself.",
} as const;
