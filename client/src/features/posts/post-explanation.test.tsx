import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { i18n } from '@/i18n';
import { PostExplanation } from './post-explanation';

type Explanation = NonNullable<ComponentProps<typeof PostExplanation>['explanation']>;

const summary = 'New from @amara, whom you follow; posted 10 minutes ago; 12 likes in the last hour.';
const explanation: Explanation = {
  score: 0.6389,
  summary,
  factors: [
    { name: 'recency', value: 0.8333, weight: 0.4, contribution: 0.33332 },
    { name: 'engagement', value: 0.3911, weight: 0.25, contribution: 0.097775 },
    { name: 'affinity', value: 0.8413, weight: 0.25, contribution: 0.210325 },
    { name: 'discovery', value: 0, weight: 0.1, contribution: 0 },
  ],
  author: { relation: 'FOLLOWING', username: 'amara', interactions: 0, recent: true },
  reasons: [
    { kind: 'POSTED', ageMinutes: 10, km: null, likes: null, comments: null, shares: null, tag: null },
    { kind: 'LIKES_LAST_HOUR', likes: 12, km: null, ageMinutes: null, comments: null, shares: null, tag: null },
  ],
};

async function open(toggle: string, shown: Explanation) {
  render(<PostExplanation explanation={shown} />);
  await userEvent.setup().click(screen.getByRole('button', { name: toggle }));
}

describe('PostExplanation', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('says why in English from the summary’s parts, as the server’s summary does', async () => {
    await open('Why am I seeing this?', explanation);
    expect(screen.getByText(summary)).toBeInTheDocument();
  });

  it('says why in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    await open('Pourquoi est-ce que je vois ceci ?', explanation);
    expect(
      screen.getByText(
        "Nouvelle publication de @amara, que vous suivez ; publiée il y a 10 minutes ; 12 j'aime au cours de la dernière heure.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(summary)).not.toBeInTheDocument();
  });

  it('says why in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    await open('لماذا أرى هذا؟', explanation);
    expect(
      screen.getByText(
        'جديد من \u2066@amara\u2069، من الحسابات التي تتابعها؛ نُشر منذ 10 دقائق؛ 12 إعجابًا في الساعة الأخيرة.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the English summary when the query did not ask for the parts', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { author: _author, reasons: _reasons, ...withoutParts } = explanation;
    await open('Pourquoi est-ce que je vois ceci ?', withoutParts);
    expect(screen.getByText(summary)).toBeInTheDocument();
  });
});
