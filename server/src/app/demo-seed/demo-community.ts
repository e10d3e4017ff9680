import type { Deps } from '../../graphql/services';
import { CollabService, CollabType } from '../../features/collabs';
import { ShoutoutService } from '../../features/shoutouts';
import { seedContexts } from './seed-context';

// Real content for the demo creators' Shoutouts and Collab Requests (an account with none sees sample content):
// shoutouts and collab requests between them, through the real services, so their bells have the notifications too.
export async function seedDemoCommunity(deps: Deps): Promise<void> {
  const ctxFor = await seedContexts(deps);
  const shoutouts = deps.services.get(ShoutoutService);
  await shoutouts.send(ctxFor('kofi_pod'), {
    username: 'amara',
    message: 'Her storytelling made me fall in love with podcasts again.',
  });
  await shoutouts.send(ctxFor('selam_films'), {
    username: 'amara',
    message: 'Every tale she tells could be a film. Follow her.',
  });
  await shoutouts.send(ctxFor('amara'), {
    username: 'zanele_designs',
    message: 'The best colourist in Johannesburg, full stop.',
  });
  const collabs = deps.services.get(CollabService);
  await collabs.send(ctxFor('tunde_beats'), {
    username: 'amara',
    type: CollabType.FEATURE,
    amount: 0,
    message: 'Would you narrate the intro of my next single? Lagos meets Nairobi.',
  });
  await collabs.send(ctxFor('kofi_pod'), {
    username: 'amara',
    type: CollabType.PODCAST_GUEST,
    amount: 200,
    message: 'Come on Accra Talks for an episode on African folklore.',
  });
  await collabs.send(ctxFor('amara'), {
    username: 'selam_films',
    type: CollabType.BRAND_DEAL,
    amount: 1500,
    message: 'A short film of my Anansi series, with a partner brand paying for it.',
  });
}
