import { i18n } from '@/i18n';
import { explanationSentence, type ExplanationParts } from './post-explanation-sentence';

type Reason = ExplanationParts['reasons'][number];

const reason = (kind: Reason['kind'], fields: Partial<Reason> = {}): Reason => ({
  kind,
  km: null,
  ageMinutes: null,
  likes: null,
  comments: null,
  shares: null,
  tag: null,
  ...fields,
});

const amara = (relation: ExplanationParts['author']['relation'], recent = true, interactions = 0) => ({
  relation,
  username: relation === 'ANONYMOUS' ? null : 'amara',
  interactions,
  recent,
});

const say = (language: string, parts: ExplanationParts) =>
  explanationSentence(parts, i18n.getFixedT(language, 'posts'), language);

const followedAndLiked: ExplanationParts = {
  author: amara('FOLLOWING'),
  reasons: [reason('POSTED', { ageMinutes: 10 }), reason('LIKES_LAST_HOUR', { likes: 12 })],
};

describe('explanationSentence', () => {
  it('says in English exactly what the server summary says (server/src/features/feed-ranking/feed-summary.test.ts)', () => {
    expect(say('en', followedAndLiked)).toBe(
      'New from @amara, whom you follow; posted 10 minutes ago; 12 likes in the last hour.',
    );
    expect(
      say('en', { author: amara('SELF'), reasons: [reason('FROM_YOUR_CITY'), reason('POSTED', { ageMinutes: 60 })] }),
    ).toBe('Your own post; from your city; posted 1 hour ago.');
    const interacted = {
      author: amara('INTERACTED', false, 1),
      reasons: [reason('ENGAGEMENT', { likes: 5, comments: 0, shares: 2 }), reason('POSTED', { ageMinutes: 1800 })],
    };
    expect(say('en', interacted)).toBe(
      'From @amara, whose posts you have liked or commented on 1 time; 5 likes, 2 shares; posted 1 day ago.',
    );
    expect(say('en', { author: amara('ANONYMOUS'), reasons: [reason('POSTED', { ageMinutes: 0 })] })).toBe(
      'New from an anonymous creator; posted just now.',
    );
    const trending = {
      author: amara('NEW_TO_YOU'),
      reasons: [reason('DISTANCE', { km: 240 }), reason('TRENDING_TAG', { tag: 'amapiano' })],
    };
    expect(say('en', trending)).toBe('New from @amara, a creator new to you; 240 km from you; #amapiano is trending.');
  });

  it('says it in French, with French punctuation and plurals', () => {
    expect(say('fr', followedAndLiked)).toBe(
      "Nouvelle publication de @amara, que vous suivez ; publiée il y a 10 minutes ; 12 j'aime au cours de la dernière heure.",
    );
    expect(
      say('fr', {
        author: amara('NEW_TO_YOU', false),
        reasons: [reason('POSTED', { ageMinutes: 90 }), reason('TRENDING_TAG', { tag: 'podcast' })],
      }),
    ).toBe('Publication de @amara, un créateur nouveau pour vous ; publiée il y a 1 heure ; #podcast est tendance.');
  });

  it("uses Arabic's plural forms (one, two, few, many, other) and its punctuation", () => {
    const engaged = (likes: number, comments: number) => ({
      author: amara('FOLLOWING', false),
      reasons: [reason('ENGAGEMENT', { likes, comments, shares: 0 })],
    });
    // Arabic isolates @username left-to-right (U+2066 … U+2069), so it does not read "amara@".
    expect(say('ar', engaged(1, 2))).toBe('من \u2066@amara\u2069، من الحسابات التي تتابعها؛ إعجاب واحد، تعليقان.');
    expect(say('ar', engaged(3, 11))).toBe('من \u2066@amara\u2069، من الحسابات التي تتابعها؛ 3 إعجابات، 11 تعليقًا.');
    expect(say('ar', engaged(100, 0))).toBe('من \u2066@amara\u2069، من الحسابات التي تتابعها؛ 100 إعجاب.');
    expect(say('ar', { author: amara('SELF'), reasons: [reason('POSTED', { ageMinutes: 120 })] })).toBe(
      'منشورك أنت؛ نُشر منذ ساعتين.',
    );
  });

  it('writes counts and distances in the reader’s number format, and ends Amharic with its full stop', () => {
    const far = { author: amara('NEW_TO_YOU', false), reasons: [reason('DISTANCE', { km: 1234 })] };
    expect(say('en', far)).toBe('From @amara, a creator new to you; 1,234 km from you.');
    expect(say('fr', far)).toBe(
      `Publication de @amara, un créateur nouveau pour vous ; à ${new Intl.NumberFormat('fr').format(1234)} km de vous.`,
    );
    expect(say('am', { author: amara('SELF'), reasons: [] })).toBe('የራስዎ ልጥፍ።');
  });

  it('is null for a kind this client does not know, so that the English summary is shown', () => {
    const future = { author: amara('FOLLOWING'), reasons: [reason('SOMETHING_NEW' as Reason['kind'])] };
    expect(say('en', future)).toBeNull();
  });
});
