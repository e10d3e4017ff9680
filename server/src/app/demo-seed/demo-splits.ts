import type { Deps } from '../../graphql/services';
import { SplitService } from '../../features/splits';
import { seedContexts } from './seed-context';

// Real Split Earnings for the demo creators, through the real service (their collaborators are notified too):
// amara splits a series with two creators, and is in tunde_beats's split of an EP.
export async function seedDemoSplits(deps: Deps): Promise<void> {
  const ctxFor = await seedContexts(deps);
  const splits = deps.services.get(SplitService);
  await splits.create(ctxFor('tunde_beats'), {
    projectName: 'Lagos Nights EP',
    collaborators: [
      { username: 'amara', percentage: 25 },
      { username: 'zanele_designs', percentage: 10 },
    ],
  });
  await splits.create(ctxFor('amara'), {
    projectName: 'Nairobi Matatu Stories',
    collaborators: [
      { username: 'kofi_pod', percentage: 20 },
      { username: 'selam_films', percentage: 15.5 },
    ],
  });
}
