// Spec §2.1: the six categories of /explore. Each counts the posts using any of its hashtags and leads to the page of
// its first one.
export const EXPLORE_CATEGORIES = [
  { key: 'music', tags: ['afrobeats', 'amapiano', 'music', 'producers'] },
  { key: 'film', tags: ['film', 'photography', 'documentary', 'fespaco'] },
  { key: 'art', tags: ['digitalart', 'design', 'art', 'illustration'] },
  { key: 'tech', tags: ['tech', 'startups', 'innovation'] },
  { key: 'content', tags: ['contentcreation', 'podcast', 'editing', 'studio'] },
  { key: 'stories', tags: ['storytelling', 'folktales', 'community'] },
] as const;

export type ExploreCategoryKey = (typeof EXPLORE_CATEGORIES)[number]['key'];
