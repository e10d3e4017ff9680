import {
  API_KEY_MESSAGES,
  CAMPAIGN_ACTION_MESSAGES,
  CAMPAIGN_MESSAGES,
  CIRCLE_MESSAGES,
  COMMUNITY_MESSAGES,
  CONTACT_MESSAGES,
  CONTENT_MESSAGES,
  MESSAGES,
  MODERATION_MESSAGES,
  PLATFORM_MESSAGES,
  SETTINGS_MESSAGES,
  SPLIT_MESSAGES,
  SUSPENSION_MESSAGES,
  VALIDATION_MESSAGES,
  contactMessageSchema,
  fillMessage,
  firstIssue,
  isMessageId,
  messageParams,
  messageText,
  settingsUpdateSchema,
  signUpSchema,
  type MessageId,
} from './index';

// Each catalog keeps exporting its English texts; the table holds the same messages by `<catalog>.<name>`.
const catalogs: Array<[string, Readonly<Record<string, string>>]> = [
  ['validation', VALIDATION_MESSAGES],
  ['contact', CONTACT_MESSAGES],
  ['platform', PLATFORM_MESSAGES],
  ['content', CONTENT_MESSAGES],
  ['moderation', MODERATION_MESSAGES],
  ['community', COMMUNITY_MESSAGES],
  ['circle', CIRCLE_MESSAGES],
  ['split', SPLIT_MESSAGES],
  ['suspension', SUSPENSION_MESSAGES],
  ['campaign', CAMPAIGN_MESSAGES],
  ['campaignAction', CAMPAIGN_ACTION_MESSAGES],
  ['apiKey', API_KEY_MESSAGES],
  ['settings', SETTINGS_MESSAGES],
];

describe('the table of message ids', () => {
  it('names every id <catalog>.<name>, once', () => {
    for (const id of Object.keys(MESSAGES)) expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
    const total = catalogs.reduce((sum, [, catalog]) => sum + Object.keys(catalog).length, 0);
    expect(Object.keys(MESSAGES).length).toBeGreaterThan(total);
  });

  it.each(catalogs)(
    'holds every message of the %s catalog, whose English text is the id filled in',
    (scope, catalog) => {
      for (const [name, english] of Object.entries(catalog)) {
        const id = `${scope}.${name}`;
        expect(isMessageId(id)).toBe(true);
        expect(messageText(id as MessageId)).toBe(english);
      }
    },
  );

  it('writes values as named parameters, with their fixed values beside', () => {
    expect(MESSAGES['content.postTooLong']).toBe('Posts can be at most {{postMax}} characters.');
    expect(messageParams('content.postTooLong')).toEqual({ postMax: 5000 });
    expect(MESSAGES['community.collabAmountTooLarge']).toContain('{{amountMax, currency(');
    expect(messageText('community.collabAmountTooLarge')).toBe('Offers can be at most $1,000,000.');
    expect(messageText('content.listSizeRange', { argument: 'last' })).toBe('last must be between 1 and 100.');
    expect(messageText('errors.quotaExceeded', { limit: 1000, seconds: 42 })).toBe(
      'This API key has used its 1000 requests for this hour. Try again in 42 seconds.',
    );
    // A value the message does not name goes with it all the same (a translation may name it).
    expect(messageText('split.unknownCollaborator', { username: 'amara' })).toBe('No creator has this username.');
    expect(fillMessage('{{missing}} stays')).toBe('{{missing}} stays');
  });

  it("gives the shared schemas' first issue as an id and its English text", () => {
    const signUp = firstIssue(signUpSchema, { username: 'ab', email: 'x@example.com', password: 'secret' });
    expect(signUp).toEqual({
      ok: false,
      issue: {
        field: 'username',
        messageId: 'validation.usernameTooShort',
        message: VALIDATION_MESSAGES.usernameTooShort,
      },
    });
    const contact = firstIssue(contactMessageSchema, {
      name: 'A',
      email: 'a@example.com',
      subject: 'Hi',
      message: 'short',
    });
    expect(contact).toMatchObject({
      ok: false,
      issue: {
        field: 'message',
        messageId: 'contact.contactMessageTooShort',
        message: CONTACT_MESSAGES.contactMessageTooShort,
      },
    });
    const settings = firstIssue(settingsUpdateSchema, { theme: 'neon' });
    expect(settings).toMatchObject({
      ok: false,
      issue: { field: 'theme', messageId: 'settings.theme', message: SETTINGS_MESSAGES.theme },
    });
  });
});
