// Kuza's list of offensive language: what marks a post or comment `sensitive`, what the Profanity filter (System
// Settings) masks, what a reader's Sensitive content filter and a creator's Comment filter act on.
//
// Whole words only (a word is a run of letters and digits in any script), so "class", "assess", "Scunthorpe" and
// "cocktail" are not matched. Each entry is a regular expression over the word in lowercase, with its common
// inflections. Letters written as digits or symbols ("sh1t", "$hit", "a$$hole") count as those letters.
const WORDS = [
  // English
  'f+u+c*k+(?:s|ed|er|ers|ing|in|face|faces|head|heads|wit|wits|tard|tards)?',
  'motherf+u+c+k+(?:a|as|er|ers|ing|in)?',
  'sh+i+t+(?:s|ty|tier|tiest|head|heads|hole|holes|face|ted|ting)?',
  '(?:bull|horse|dog)shit(?:s|ting|ted)?',
  'bitch(?:es|y|ing)?',
  'biatch(?:es)?',
  'cunts?',
  '(?:ass|arse)holes?',
  '(?:dumb|jack|smart|fat)ass(?:es)?',
  'bastards?',
  'dick(?:head|heads|wad|wads)',
  'wank(?:er|ers|ing|s)?',
  'twats?',
  'slut(?:s|ty)?',
  'whores?',
  'cocksuck(?:er|ers|ing)',
  'douche(?:bag|bags)?',
  'bollocks',
  'tossers?',
  // Slurs
  'nigg(?:er|ers|a|as|az)',
  'fag(?:s|got|gots)?',
  'retard(?:s|ed)?',
  'kaff[ie]rs?',
  'trann(?:y|ies)',
  // French
  'putain',
  'merde',
  'conn(?:ard|ards|asse|asses)',
  'salopes?',
  'encul(?:é|ée|és|ées|e|er)',
  'putes?',
  'niquer?',
  // Swahili
  'malaya',
  'msenge',
  'kumamako',
  // Yoruba and Nigerian Pidgin
  'as(?:h)?[ae]wo',
  'oloshi',
  'werey',
  // Arabic
  'شرموط(?:ة|ه)?',
  'منيوك',
];

// A word boundary in any script: no letter, mark or digit on either side.
const OFFENSIVE = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${WORDS.join('|')})(?![\\p{L}\\p{M}\\p{N}])`, 'giu');

// Look-alike characters, one for one (so a match's place in the text is its place in the original).
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
// Replaced only inside a word: "$5" or "4 people" stay as they are, "a$$hole" and "sh1t" are read as letters; an @
// that starts a word is a mention ("@shithead" is offensive, not "ashithead").
const LOOK_ALIKE_IN_WORD = /(?<=[\p{L}$@])[013457@$]+|[013457$]+(?=\p{L})/gu;

const readable = (text: string) =>
  text.replace(LOOK_ALIKE_IN_WORD, (run) => [...run].map((c) => LOOK_ALIKES[c] ?? c).join(''));

/** Where offensive words are in a text: [start, end) in UTF-16 units of the original text. */
function offensiveRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of readable(text).matchAll(OFFENSIVE)) ranges.push([match.index, match.index + match[0].length]);
  return ranges;
}

/** True when a text uses offensive language (Kuza's list above). */
export function isOffensive(text: string): boolean {
  return offensiveRanges(text).length > 0;
}

/** The text with each offensive word's letters after the first replaced by `*` ("f***"); other text unchanged. */
export function maskOffensive(text: string): string {
  let masked = '';
  let last = 0;
  for (const [start, end] of offensiveRanges(text)) {
    const word = [...text.slice(start, end)];
    masked += text.slice(last, start) + word[0] + '*'.repeat(word.length - 1);
    last = end;
  }
  return masked + text.slice(last);
}
