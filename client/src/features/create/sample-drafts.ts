import type { TFunction } from 'i18next';
import { draftPreview, type Draft } from './drafts-store';

const HOUR = 60 * 60_000;
// Spec §3: three sample drafts when none are stored; their age is relative to now.
const SAMPLES = [
  { key: 'afrobeats', ageMs: 2 * HOUR },
  { key: 'streetFood', ageMs: 26 * HOUR },
  { key: 'creatorTips', ageMs: 3 * 24 * HOUR },
] as const;

export function sampleDrafts(t: TFunction<'create'>, now = Date.now()): Draft[] {
  return SAMPLES.map(({ key, ageMs }, index) => {
    const content = t(`samples.${key}.content`);
    return {
      id: index + 1,
      title: t(`samples.${key}.title`),
      date: new Date(now - ageMs).toISOString(),
      preview: draftPreview(content),
      content,
    };
  });
}
