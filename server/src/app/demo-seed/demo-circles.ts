import type { Deps } from '../../graphql/services';
import { CirclePostService, CircleService } from '../../features/circles';
import { seedContexts } from './seed-context';

// The Circles screen's four sample circles as real ones, owned by the demo creators, with members, requests and
// posts, through the real services (so counters and the owners' and members' notifications are real too). amara
// owns the private Creator Founders Club, where selam_films's request waits for her answer.
const CIRCLES = [
  {
    owner: 'tunde_beats',
    name: 'Afrobeats Producers',
    description: 'Beats, stems and mixing tips from Lagos to Accra.',
    isPrivate: false,
    members: ['amara', 'kofi_pod'],
    requests: [] as string[],
    posts: [
      ['tunde_beats', 'Drop your favourite log drum pattern below. Best one gets a feature on my next tape.'],
      ['amara', 'Could one of you score a three-minute Anansi story? Happy to credit and share the earnings.'],
    ],
  },
  {
    owner: 'zanele_designs',
    name: 'Nairobi Photographers',
    description: 'Street, portrait and wildlife photographers of Nairobi and friends.',
    isPrivate: false,
    members: ['amara', 'selam_films'],
    requests: [],
    posts: [['selam_films', 'Golden hour at Karura Forest this Saturday? I will bring a reflector.']],
  },
  {
    owner: 'kofi_pod',
    name: 'Pan-African Podcasters',
    description: 'Hosts trading guests, gear advice and listener growth.',
    isPrivate: true,
    members: ['amara'],
    requests: ['tunde_beats'],
    posts: [
      ['kofi_pod', 'Episode 40 is out: African folklore with @amara. Guests wanted for next month.'],
      ['amara', 'Thank you for having me! Who uses a dynamic mic at home?'],
    ],
  },
  {
    owner: 'amara',
    name: 'Creator Founders Club',
    description: 'Creators building their own studios, labels and brands.',
    isPrivate: true,
    members: ['zanele_designs'],
    requests: ['selam_films'],
    posts: [
      ['zanele_designs', 'Pricing your first brand deal: what did you charge, and what do you wish you had charged?'],
    ],
  },
];

export async function seedDemoCircles(deps: Deps): Promise<void> {
  const ctxFor = await seedContexts(deps);
  const circles = deps.services.get(CircleService);
  const posts = deps.services.get(CirclePostService);
  for (const spec of CIRCLES) {
    const owner = ctxFor(spec.owner);
    const circle = await circles.create(owner, {
      name: spec.name,
      description: spec.description,
      isPrivate: spec.isPrivate,
    });
    for (const member of [...spec.members, ...spec.requests]) await circles.join(ctxFor(member), circle.id);
    // A private circle's members came in by request: the owner approves theirs (the others stay pending).
    if (spec.isPrivate)
      for (const member of spec.members) await circles.approve(owner, circle.id, ctxFor(member).viewer!.id);
    for (const [author, content] of spec.posts) await posts.post(ctxFor(author), { circleId: circle.id, content });
  }
}
