import type { Deps } from '../../graphql/services';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoAudience } from './demo-audience';
import { seedDemoCircles } from './demo-circles';
import { seedDemoCommunity } from './demo-community';
import { seedDemoModeration } from './demo-moderation';
import { seedDemoMoney } from './demo-money';
import { seedDemoLocations } from './demo-locations';
import { seedDemoPosts } from './demo-posts';
import { seedDemoSplits } from './demo-splits';
import { seedDemoRoles } from './demo-roles';

type SeedStep = { name: string; run: (deps: Deps) => Promise<void> };

// Each step runs once per database, in this order; a later feature appends its own step.
const STEPS: SeedStep[] = [
  { name: 'demo-accounts', run: seedDemoAccounts },
  { name: 'demo-roles', run: seedDemoRoles },
  { name: 'demo-posts', run: seedDemoPosts },
  { name: 'demo-locations', run: seedDemoLocations },
  { name: 'demo-audience', run: seedDemoAudience },
  { name: 'demo-moderation', run: seedDemoModeration },
  { name: 'demo-community', run: seedDemoCommunity },
  { name: 'demo-splits', run: seedDemoSplits },
  { name: 'demo-circles', run: seedDemoCircles },
  { name: 'demo-money', run: seedDemoMoney },
];

/** Demo content for a new database: creators with bios, an admin, and what later steps add. */
export async function seedDemoContent(deps: Deps): Promise<void> {
  for (const step of STEPS) {
    const [claimed] = await deps.db.query(
      `INSERT INTO seed_steps (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name`,
      [step.name],
    );
    if (!claimed) continue;
    try {
      await step.run(deps);
      deps.logger.info({ step: step.name }, 'Seeded demo content');
    } catch (error) {
      await deps.db.query(`DELETE FROM seed_steps WHERE name = $1`, [step.name]);
      throw error;
    }
  }
}
