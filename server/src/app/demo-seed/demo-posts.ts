import type { Deps } from '../../graphql/services';
import { CommentService } from '../../features/comments';
import { FollowService } from '../../features/follows';
import { LikeService } from '../../features/likes';
import { PostService } from '../../features/posts';
import { DEMO_ADMIN } from './demo-accounts';
import { seedContexts } from './seed-context';

// Demo posts by the five creators, written through the real services (hashtag counts, counters and events stay
// exact), then spread over the last three days so the feed has something to rank. Image-free.
const POSTS: Array<{ author: string; hoursAgo: number; content: string }> = [
  {
    author: 'amara',
    hoursAgo: 70,
    content:
      'Retelling the tale of Wanjiru and the rain for a new generation. Part 1 is up! #storytelling #nairobi #folktales',
  },
  {
    author: 'tunde_beats',
    hoursAgo: 66,
    content: 'Late night session in Lagos. The log drum on this one hits different. #afrobeats #lagos #studio',
  },
  {
    author: 'zanele_designs',
    hoursAgo: 60,
    content: 'Ndebele patterns meet a modern grid system. Swipe for the process. #design #ndebele #johannesburg',
  },
  {
    author: 'kofi_pod',
    hoursAgo: 54,
    content: 'New episode: why Accra is quietly becoming a fintech hub. #podcast #tech #accra',
  },
  {
    author: 'selam_films',
    hoursAgo: 48,
    content: 'Shooting a short documentary about the coffee farmers of Sidama. #film #documentary #ethiopia',
  },
  {
    author: 'amara',
    hoursAgo: 40,
    content: 'Which folk tale should I retell next? Drop your favourites below. #storytelling #folktales',
  },
  {
    author: 'tunde_beats',
    hoursAgo: 30,
    content: 'Free stems for the first 50 producers who remix this. Tag me! #afrobeats #producers',
  },
  {
    author: 'zanele_designs',
    hoursAgo: 26,
    content: 'Colour palette of the week: ochre, indigo and chalk white. #design #colour',
  },
  {
    author: 'kofi_pod',
    hoursAgo: 20,
    content: 'Jollof diplomacy, part 3: Ghana vs Nigeria, the data edition. #podcast #jollof',
  },
  {
    author: 'selam_films',
    hoursAgo: 14,
    content: 'Colour grading the Sidama doc tonight. Warm tones only. #film #editing',
  },
  {
    author: 'amara',
    hoursAgo: 8,
    content: 'Recording the Nairobi matatu stories series this weekend. #nairobi #storytelling',
  },
  {
    author: 'tunde_beats',
    hoursAgo: 5,
    content: 'Amapiano x Afrobeats blend, what do you think? #afrobeats #amapiano',
  },
  {
    author: 'zanele_designs',
    hoursAgo: 3,
    content: 'Designing the poster for a Nairobi music festival. Sneak peek soon. #design #nairobi #afrobeats',
  },
  {
    author: 'kofi_pod',
    hoursAgo: 2,
    content: 'Recording with a guest from Kigali tomorrow. Questions? #podcast #tech',
  },
  { author: 'selam_films', hoursAgo: 1, content: 'Our short film got into a festival in Ouagadougou! #film #fespaco' },
];

const FOLLOWS: Array<[string, string]> = [
  ['amara', 'tunde_beats'],
  ['amara', 'zanele_designs'],
  ['tunde_beats', 'amara'],
  ['tunde_beats', 'selam_films'],
  ['zanele_designs', 'amara'],
  ['zanele_designs', 'kofi_pod'],
  ['kofi_pod', 'tunde_beats'],
  ['kofi_pod', 'amara'],
  ['selam_films', 'amara'],
  ['selam_films', 'zanele_designs'],
  [DEMO_ADMIN.username, 'amara'],
  [DEMO_ADMIN.username, 'tunde_beats'],
];

const COMMENTS: Array<{ post: number; author: string; content: string }> = [
  { post: 0, author: 'kofi_pod', content: 'My grandmother told me this one. Beautiful retelling!' },
  { post: 1, author: 'amara', content: 'That log drum! Need the full track.' },
  { post: 2, author: 'selam_films', content: 'These would look amazing as film titles.' },
  { post: 5, author: 'tunde_beats', content: 'Anansi and the pot of wisdom, please!' },
  { post: 11, author: 'zanele_designs', content: 'Yes! Designing a cover for this already.' },
];

export async function seedDemoPosts(deps: Deps): Promise<void> {
  const ctxFor = await seedContexts(deps);
  const posts = deps.services.get(PostService);
  const ids: string[] = [];
  for (const post of POSTS) {
    const created = await posts.create(ctxFor(post.author), { content: post.content });
    await deps.db.query(
      `WITH moved AS (UPDATE posts SET created_at = now() - $2::int * interval '1 hour' WHERE id = $1 RETURNING created_at)
       UPDATE post_hashtags SET post_created_at = (SELECT created_at FROM moved) WHERE post_id = $1`,
      [created.id, post.hoursAgo],
    );
    ids.push(created.id);
  }
  for (const [follower, followee] of FOLLOWS) await deps.services.get(FollowService).follow(ctxFor(follower), followee);
  const likes = deps.services.get(LikeService);
  const creators = ['amara', 'tunde_beats', 'zanele_designs', 'kofi_pod', 'selam_films'];
  for (const [i, id] of ids.entries()) {
    // A varied number of likes per post, never by its own author.
    const likers = creators.filter((name, j) => name !== POSTS[i].author && (i + j) % 3 !== 0);
    for (const liker of likers) await likes.like(ctxFor(liker), id);
  }
  for (const comment of COMMENTS)
    await deps.services.get(CommentService).add(ctxFor(comment.author), ids[comment.post], comment.content);
  await likes.share(ctxFor('amara'), ids[11]);
}
