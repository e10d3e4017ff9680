import { normalizeTag, parseHashtags, splitHashtags } from '@kuza/common';

describe('parseHashtags (spec §5)', () => {
  it.each([
    ['plain tags, lowercased, in order', 'Hello #Nairobi and #AfroBeats', ['nairobi', 'afrobeats']],
    ['a tag repeated in any case counts once', '#Lagos #lagos #LAGOS', ['lagos']],
    ['letters, digits and underscore', '#design_2025 #top10', ['design_2025', 'top10']],
    ['punctuation ends a tag', 'Wow #film! (#docs), #art.', ['film', 'docs', 'art']],
    ['a lone # or # followed by a space is no tag', '# and #  and #!', []],
    ['hyphens end a tag', '#afro-beats', ['afro']],
    ['letters of every script', 'ሰላም #ኢትዮጵያ #Café #مصر', ['ኢትዮጵያ', 'café', 'مصر']],
    ['no tag inside a word or an HTML entity', 'email#tag &#123; C#', []],
    ['adjacent tags', '#one#two', ['one']],
    ['a tag at the very start and end', '#start middle #end', ['start', 'end']],
  ])('%s', (_name, content, tags) => {
    expect(parseHashtags(content)).toEqual(tags);
  });

  it('ignores tags longer than 100 characters', () => {
    expect(parseHashtags(`#${'a'.repeat(101)} #ok`)).toEqual(['ok']);
  });

  it('normalizes a searched tag the way tags are stored', () => {
    expect(normalizeTag('#NaiRobi')).toBe('nairobi');
  });

  it('splits content into text and clickable tags', () => {
    expect(splitHashtags('Hi #Kuza!')).toEqual([{ text: 'Hi ' }, { text: '#Kuza', tag: 'kuza' }, { text: '!' }]);
  });
});
