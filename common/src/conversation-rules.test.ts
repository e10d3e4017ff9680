import { parseMentions, splitMentions } from './conversation-rules';

describe('mentions', () => {
  it('finds each username once, lowercase, and skips e-mail addresses and names out of range', () => {
    expect(parseMentions('Hi @Amara and @amara, cc @kofi_pod. Mail me at a@b.co, @ab is too short')).toEqual([
      'amara',
      'kofi_pod',
    ]);
  });

  it('splits a text into runs and mentions', () => {
    expect(splitMentions('thanks @amara!')).toEqual([
      { text: 'thanks ' },
      { text: '@amara', username: 'amara' },
      { text: '!' },
    ]);
  });
});
