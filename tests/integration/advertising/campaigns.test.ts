import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CAMPAIGN_ACTION_MESSAGES as A, CAMPAIGN_MESSAGES as M } from '@kuza/common';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { filesUnder, gqlUpload, mp4Bytes, pngOfSize, uploadsDir, type UploadFile } from '../../helpers/uploads';
import { graphql } from '../../gql';
import type { CreateCampaignInput } from '../../gql/graphql';

// Ad campaigns end to end over real HTTP and PostgreSQL: the wizard's rules again on the server, ad media, owners'
// lists and totals, pause/resume, and review by admins and moderators.
jest.setTimeout(60_000);

let server: TestServer;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await buildUser(server, { username: 'tunde_ads' });
  other = await buildUser(server, { username: 'zanele_ads' });
  admin = await buildUser(server, { username: 'ads_admin', roles: ['ADMIN'] });
  moderator = await buildUser(server, { username: 'ads_mod', roles: ['MODERATOR'] });
});
afterAll(() => server.stop());

const PNG = new Uint8Array(readFileSync(path.join(__dirname, '../../fixtures/ad-cover.png')));
const CREATE = graphql(`
  mutation CampaignsCreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      id
      name
      objective
      description
      minAge
      maxAge
      locations
      interests
      adType
      headline
      adDescription
      callToAction
      destinationUrl
      mediaUrl
      mediaType
      dailyBudget
      totalBudget
      budget
      startDate
      endDate
      status
      rejectionReason
      spent
      impressions
      clicks
      ctr
      createdAt
      reviewedAt
      owner {
        username
      }
      reviewedBy {
        username
      }
    }
  }
`);
const MINE = graphql(`
  query CampaignsMine($first: Int, $after: String) {
    myCampaignTotals {
      count
      spent
      impressions
      clicks
      averageCtr
    }
    myCampaigns(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          name
          status
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
const IN_REVIEW = graphql(`
  query CampaignsCampaignsInReview {
    campaignsInReview {
      edges {
        node {
          id
          name
          status
          owner {
            username
          }
        }
      }
    }
  }
`);
const PAUSE = graphql(`
  mutation CampaignsPauseCampaign($id: ID!) {
    pauseCampaign(id: $id) {
      id
      status
    }
  }
`);
const RESUME = graphql(`
  mutation CampaignsResumeCampaign($id: ID!) {
    resumeCampaign(id: $id) {
      id
      status
    }
  }
`);
const APPROVE = graphql(`
  mutation CampaignsApproveCampaign($id: ID!) {
    approveCampaign(id: $id) {
      id
      status
      reviewedAt
      reviewedBy {
        username
      }
    }
  }
`);
const REJECT = graphql(`
  mutation CampaignsRejectCampaign($id: ID!, $reason: String) {
    rejectCampaign(id: $id, reason: $reason) {
      id
      status
      rejectionReason
    }
  }
`);

const valid = (changes: Partial<CreateCampaignInput> = {}): CreateCampaignInput => ({
  name: 'Lagos Nights EP launch',
  headline: 'Hear Lagos at night',
  destinationUrl: 'https://kuza.africa/lagos-nights',
  dailyBudget: 25.5,
  startDate: '2030-07-01',
  ...changes,
});

const as = (user: TestUser | null) => (user ? { token: user.accessToken } : {});
const create = (input: CreateCampaignInput, user: TestUser | null = owner) => server.gql(CREATE, { input }, as(user));
const createWithMedia = (input: CreateCampaignInput, file: UploadFile, user = owner) =>
  gqlUpload(server, CREATE, { input: { ...input, media: null } }, 'variables.input.media', file, user.accessToken);
const rowCount = async () =>
  (await server.kuza.deps.db.query(`SELECT count(*)::int AS n FROM ad_campaigns`))[0].n as number;
const adFiles = () => filesUnder(path.join(uploadsDir(server), 'ads'));
async function created(input: CreateCampaignInput, user: TestUser = owner) {
  const response = await create(input, user);
  expect(response.errors).toBeUndefined();
  return response.data!.createCampaign;
}

describe('createCampaign', () => {
  it('saves every wizard field, in review, with no figures until ads are delivered', async () => {
    const response = await create(
      valid({
        objective: 'ENGAGEMENT',
        description: 'Launch week',
        minAge: 21,
        maxAge: 45,
        locations: [' Lagos', 'Accra ', '', 'Lagos'],
        interests: ['music'],
        adType: 'CAROUSEL',
        adDescription: 'Eight tracks, one city.',
        callToAction: 'SHOP_NOW',
        dailyBudget: 12.34,
        totalBudget: 500,
        endDate: '2030-07-31',
      }),
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.createCampaign).toMatchObject({
      name: 'Lagos Nights EP launch',
      objective: 'ENGAGEMENT',
      description: 'Launch week',
      minAge: 21,
      maxAge: 45,
      locations: ['Lagos', 'Accra'],
      interests: ['music'],
      adType: 'CAROUSEL',
      headline: 'Hear Lagos at night',
      adDescription: 'Eight tracks, one city.',
      callToAction: 'SHOP_NOW',
      destinationUrl: 'https://kuza.africa/lagos-nights',
      mediaUrl: null,
      mediaType: null,
      dailyBudget: 12.34,
      totalBudget: 500,
      budget: 500,
      startDate: '2030-07-01',
      endDate: '2030-07-31',
      status: 'IN_REVIEW',
      rejectionReason: null,
      spent: 0,
      impressions: 0,
      clicks: 0,
      ctr: 0,
      reviewedAt: null,
      owner: { username: 'tunde_ads' },
      reviewedBy: null,
    });
  });

  it('uses the wizard defaults: awareness, ages 18 to 65, image, learn_more; the budget bar measures the daily budget without a total', async () => {
    const campaign = (await create(valid())).data!.createCampaign;
    expect(campaign).toMatchObject({
      objective: 'AWARENESS',
      minAge: 18,
      maxAge: 65,
      adType: 'IMAGE',
      callToAction: 'LEARN_MORE',
    });
    expect(campaign).toMatchObject({
      dailyBudget: 25.5,
      totalBudget: null,
      budget: 25.5,
      endDate: null,
      locations: [],
      interests: [],
    });
  });

  it('stores a PNG or an MP4 under ads/{owner}/ and serves it', async () => {
    const image = await createWithMedia(valid(), { name: 'cover.png', type: 'image/png', bytes: PNG });
    expect(image.errors).toBeUndefined();
    const withImage = image.data!.createCampaign;
    expect(withImage.mediaType).toBe('IMAGE');
    expect(withImage.mediaUrl).toMatch(new RegExp(`^/media/ads/${owner.id}/\\d+-[0-9a-f]{12}\\.png$`));
    const served = await fetch(`${server.url}${withImage.mediaUrl}`);
    // Re-encoded without metadata (media/metadata-stripping.test.ts): the same pixels, still a PNG.
    const stored = sharp(Buffer.from(await served.arrayBuffer()));
    expect((await stored.metadata()).format).toBe('png');
    expect(await stored.raw().toBuffer()).toEqual(await sharp(PNG).raw().toBuffer());

    const video = await createWithMedia(valid({ adType: 'VIDEO' }), {
      name: 'teaser.MP4',
      type: 'video/mp4',
      bytes: mp4Bytes(50_000),
    });
    expect(video.errors).toBeUndefined();
    expect(video.data!.createCampaign).toMatchObject({
      mediaType: 'VIDEO',
      mediaUrl: expect.stringMatching(/^\/media\/ads\/.+\.mp4$/),
    });
  });

  it('refuses media that is too large, of another type, or not what its name says: no row and no file', async () => {
    const before = await rowCount();
    const files = adFiles().length;
    const refusals = [
      [{ name: 'big.png', type: 'image/png', bytes: pngOfSize(10 * 1024 * 1024 + 1) }, 'PAYLOAD_TOO_LARGE'],
      [{ name: 'big.mp4', type: 'video/mp4', bytes: mp4Bytes(10 * 1024 * 1024) }, 'PAYLOAD_TOO_LARGE'],
      [{ name: 'loop.gif', type: 'image/gif', bytes: Buffer.from('GIF89a') }, 'UNSUPPORTED_MEDIA_TYPE'],
      [{ name: 'clip.mov', type: 'video/quicktime', bytes: mp4Bytes(10) }, 'UNSUPPORTED_MEDIA_TYPE'],
      [{ name: 'fake.png', type: 'image/png', bytes: Buffer.from('not a picture at all') }, 'UNSUPPORTED_MEDIA_TYPE'],
    ] as const;
    for (const [file, code] of refusals) {
      const response = await createWithMedia(valid(), file);
      expect(response.errors?.[0]).toMatchObject({ message: M.mediaInvalid, extensions: { code, field: 'media' } });
    }
    // Exactly 10MB is allowed ("up to 10MB").
    expect(
      (await createWithMedia(valid(), { name: 'edge.png', type: 'image/png', bytes: pngOfSize(10 * 1024 * 1024) }))
        .errors,
    ).toBeUndefined();
    expect(await rowCount()).toBe(before + 1);
    expect(adFiles()).toHaveLength(files + 1);
  });

  it('checks every rule of the wizard again, with its message and field, and writes nothing', async () => {
    const cases: Array<[Partial<CreateCampaignInput>, string, string]> = [
      [{ name: '  ' }, 'name', M.nameRequired],
      [{ name: 'n'.repeat(101) }, 'name', M.nameTooLong],
      [{ description: 'd'.repeat(501) }, 'description', M.descriptionTooLong],
      [{ objective: null }, 'objective', M.objectiveRequired],
      [{ minAge: 12 }, 'minAge', M.minAgeRange],
      [{ maxAge: 66 }, 'maxAge', M.maxAgeRange],
      [{ minAge: 40, maxAge: 30 }, 'maxAge', M.ageOrder],
      [{ headline: '' }, 'headline', M.headlineRequired],
      [{ headline: 'x'.repeat(81) }, 'headline', M.headlineTooLong],
      [{ adDescription: 'y'.repeat(201) }, 'adDescription', M.adDescriptionTooLong],
      [{ callToAction: null }, 'callToAction', M.callToActionRequired],
      [{ destinationUrl: ' ' }, 'destinationUrl', M.destinationUrlRequired],
      [{ destinationUrl: 'kuza.africa' }, 'destinationUrl', M.destinationUrlInvalid],
      [{ destinationUrl: 'javascript:alert(1)' }, 'destinationUrl', M.destinationUrlInvalid],
      [{ dailyBudget: null }, 'dailyBudget', M.dailyBudgetRequired],
      [{ dailyBudget: 9.99 }, 'dailyBudget', M.dailyBudgetMin],
      [{ dailyBudget: 10.005 }, 'dailyBudget', M.budgetStep],
      [{ totalBudget: 5 }, 'totalBudget', M.totalBudgetMin],
      [{ totalBudget: 100.001 }, 'totalBudget', M.budgetStep],
      [{ startDate: null }, 'startDate', M.startDateRequired],
      [{ startDate: '2030-02-30' }, 'startDate', M.dateInvalid],
      [{ endDate: 'next week' }, 'endDate', M.dateInvalid],
      [{ endDate: '2030-06-30' }, 'endDate', M.endDateBeforeStart],
      [{ locations: Array.from({ length: 21 }, (_, i) => `City ${i}`) }, 'locations', M.locationsTooLong],
      [{ interests: ['music', 'i'.repeat(61)] }, 'interests', M.interestsTooLong],
    ];
    const before = await rowCount();
    for (const [changes, field, message] of cases) {
      const response = await create(valid(changes));
      expect([field, response.errors?.[0]]).toEqual([
        field,
        expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }) }),
      ]);
    }
    // Limits that pass: headline of 80, description of 200, ages 13 and 65, budgets of exactly 10, end on the start day.
    await created(
      valid({
        headline: 'x'.repeat(80),
        adDescription: 'y'.repeat(200),
        minAge: 13,
        maxAge: 65,
        dailyBudget: 10,
        totalBudget: 10,
        endDate: '2030-07-01',
      }),
    );
    // And the bounds no spec sets: a name of 100, a description of 500, 20 locations and interests of 60 characters.
    const twenty = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix}${i}`.padEnd(60, '.'));
    await created(
      valid({
        name: 'n'.repeat(100),
        description: 'd'.repeat(500),
        locations: twenty('City '),
        interests: twenty('Topic '),
      }),
    );
    expect(await rowCount()).toBe(before + 2);
  });

  it('keeps a rule failure from leaving the uploaded file behind', async () => {
    const files = adFiles().length;
    const response = await createWithMedia(valid({ headline: '' }), {
      name: 'cover.png',
      type: 'image/png',
      bytes: PNG,
    });
    expect(response.errors?.[0]).toMatchObject({ message: M.headlineRequired, extensions: { code: 'BAD_USER_INPUT' } });
    expect(adFiles()).toHaveLength(files);
  });

  it('asks for a signed-in caller', async () => {
    expect((await create(valid(), null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.gql(MINE, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("the owner's campaigns", () => {
  it("lists only the viewer's campaigns, newest first, in keyset pages, with totals from the rows", async () => {
    const viewer = await buildUser(server);
    const empty = (await server.gql(MINE, {}, as(viewer))).data;
    expect(empty!.myCampaignTotals).toEqual({ count: 0, spent: 0, impressions: 0, clicks: 0, averageCtr: 0 });
    expect(empty!.myCampaigns.edges).toEqual([]);

    const names = ['First', 'Second', 'Third'];
    for (const name of names) await created(valid({ name }), viewer);
    await created(valid({ name: 'Not mine' }), other);
    const first = (await server.gql(MINE, { first: 2 }, as(viewer))).data;
    expect(first!.myCampaigns.edges.map((e) => e.node.name)).toEqual(['Third', 'Second']);
    expect(first!.myCampaigns.pageInfo.hasNextPage).toBe(true);
    const next = (await server.gql(MINE, { first: 2, after: first!.myCampaigns.pageInfo.endCursor }, as(viewer))).data;
    expect(next!.myCampaigns.edges.map((e) => e.node.name)).toEqual(['First']);
    expect(next!.myCampaigns.pageInfo.hasNextPage).toBe(false);
    expect(first!.myCampaignTotals).toEqual({ count: 3, spent: 0, impressions: 0, clicks: 0, averageCtr: 0 });

    // Once ads are delivered the figures are the rows' sums: CTR over all impressions, two decimals.
    const ids = first!.myCampaigns.edges.map((e) => e.node.id);
    await server.kuza.deps.db.query(
      `UPDATE ad_campaigns SET spent = 100.10, impressions = 3, clicks = 1 WHERE id = $1`,
      [ids[0]],
    );
    await server.kuza.deps.db.query(
      `UPDATE ad_campaigns SET spent = 50.20, impressions = 0, clicks = 0 WHERE id = $1`,
      [ids[1]],
    );
    const totals = (await server.gql(MINE, {}, as(viewer))).data!.myCampaignTotals;
    expect(totals).toEqual({ count: 3, spent: 150.3, impressions: 3, clicks: 1, averageCtr: 33.33 });
    const ctr = (
      await server.gql(
        graphql(`
          query CampaignsMyCampaigns {
            myCampaigns {
              edges {
                node {
                  ctr
                }
              }
            }
          }
        `),
        {},
        as(viewer),
      )
    ).data!.myCampaigns.edges;
    expect(ctr.map((e) => e.node.ctr)).toEqual([33.33, 0, 0]);
  });
});

describe('status: review, pause and resume', () => {
  it('goes in review → active on approval; the owner pauses and resumes it; others may not', async () => {
    const campaign = await created(valid({ name: 'Reviewed' }));
    const queue = (await server.gql(IN_REVIEW, {}, as(moderator))).data!.campaignsInReview.edges.map((e) => e.node);
    expect(queue).toContainEqual({
      id: campaign.id,
      name: 'Reviewed',
      status: 'IN_REVIEW',
      owner: { username: 'tunde_ads' },
    });

    // Not active yet: neither pause nor resume.
    expect((await server.gql(PAUSE, { id: campaign.id }, as(owner))).errors?.[0]).toMatchObject({
      message: A.pauseOnlyActive,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const approved = await server.gql(APPROVE, { id: campaign.id }, as(moderator));
    expect(approved.data!.approveCampaign).toMatchObject({
      status: 'ACTIVE',
      reviewedAt: expect.any(String),
      reviewedBy: { username: 'ads_mod' },
    });
    expect((await server.gql(APPROVE, { id: campaign.id }, as(admin))).errors?.[0]).toMatchObject({
      message: A.alreadyReviewed,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const inQueue = (await server.gql(IN_REVIEW, {}, as(admin))).data!.campaignsInReview.edges.map((e) => e.node.id);
    expect(inQueue).not.toContain(campaign.id);
    // The owner is not told which moderator reviewed it.
    const seen = await server.gql(
      graphql(`
        query CampaignsMyCampaignsEdges {
          myCampaigns {
            edges {
              node {
                id
                status
                reviewedBy {
                  username
                }
              }
            }
          }
        }
      `),
      {},
      as(owner),
    );
    expect(seen.data!.myCampaigns.edges.find((e) => e.node.id === campaign.id)!.node).toEqual({
      id: campaign.id,
      status: 'ACTIVE',
      reviewedBy: null,
    });

    expect((await server.gql(RESUME, { id: campaign.id }, as(owner))).errors?.[0]).toMatchObject({
      message: A.resumeOnlyPaused,
    });
    expect((await server.gql(PAUSE, { id: campaign.id }, as(other))).errors?.[0]).toMatchObject({
      message: A.notYours,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await server.gql(PAUSE, { id: campaign.id }, as(admin))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.gql(PAUSE, { id: campaign.id }, as(owner))).data!.pauseCampaign).toEqual({
      id: campaign.id,
      status: 'PAUSED',
    });
    expect((await server.gql(PAUSE, { id: campaign.id }, as(owner))).errors?.[0]).toMatchObject({
      message: A.pauseOnlyActive,
    });
    expect((await server.gql(RESUME, { id: campaign.id }, as(other))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.gql(RESUME, { id: campaign.id }, as(owner))).data!.resumeCampaign).toEqual({
      id: campaign.id,
      status: 'ACTIVE',
    });
    const unknown = await server.gql(PAUSE, { id: '00000000-0000-4000-8000-000000000000' }, as(owner));
    expect(unknown.errors?.[0]).toMatchObject({ message: A.notFound, extensions: { code: 'NOT_FOUND' } });
    expect((await server.gql(PAUSE, { id: 'nope' }, as(owner))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('is rejected with an optional reason, and then can be neither paused nor reviewed again', async () => {
    const campaign = await created(valid({ name: 'Rejected' }));
    const tooLong = await server.gql(REJECT, { id: campaign.id, reason: 'z'.repeat(501) }, as(admin));
    expect(tooLong.errors?.[0]).toMatchObject({
      message: A.rejectionReasonTooLong,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const rejected = await server.gql(REJECT, { id: campaign.id, reason: ' Misleading headline ' }, as(admin));
    expect(rejected.data!.rejectCampaign).toEqual({
      id: campaign.id,
      status: 'REJECTED',
      rejectionReason: 'Misleading headline',
    });
    expect((await server.gql(APPROVE, { id: campaign.id }, as(admin))).errors?.[0]).toMatchObject({
      message: A.alreadyReviewed,
    });
    expect((await server.gql(PAUSE, { id: campaign.id }, as(owner))).errors?.[0]).toMatchObject({
      message: A.pauseOnlyActive,
    });
    const silent = await created(valid({ name: 'Rejected silently' }));
    expect((await server.gql(REJECT, { id: silent.id }, as(moderator))).data!.rejectCampaign).toMatchObject({
      status: 'REJECTED',
      rejectionReason: null,
    });
  });

  it("tells the owner of each review, by the campaign's name, without naming the reviewer", async () => {
    const approved = await created(valid({ name: 'Told when approved' }));
    const rejected = await created(valid({ name: 'Told when rejected' }));
    expect((await server.gql(APPROVE, { id: approved.id }, as(moderator))).errors).toBeUndefined();
    expect((await server.gql(REJECT, { id: rejected.id, reason: 'Blurry image' }, as(admin))).errors).toBeUndefined();
    // A refused second review tells no one again.
    expect((await server.gql(APPROVE, { id: rejected.id }, as(admin))).errors?.[0]).toMatchObject({
      message: A.alreadyReviewed,
    });
    const told = await server.gql(
      graphql(`
        query CampaignsNotifications {
          notifications(first: 10) {
            edges {
              node {
                kind
                campaignName
                actor {
                  username
                }
              }
            }
          }
        }
      `),
      {},
      as(owner),
    );
    const reviews = told.data!.notifications.edges.map((e) => e.node).filter((n) => n.kind.startsWith('CAMPAIGN'));
    expect(reviews.slice(0, 2)).toEqual([
      { kind: 'CAMPAIGN_REJECTED', campaignName: 'Told when rejected', actor: null },
      { kind: 'CAMPAIGN_APPROVED', campaignName: 'Told when approved', actor: null },
    ]);
  });

  it('is completed once its end date has passed, and then cannot be paused', async () => {
    const campaign = await created(valid({ name: 'Last year', startDate: '2024-01-01', endDate: '2024-01-31' }));
    expect((await server.gql(APPROVE, { id: campaign.id }, as(admin))).data!.approveCampaign.status).toBe('COMPLETED');
    expect((await server.gql(PAUSE, { id: campaign.id }, as(owner))).errors?.[0]).toMatchObject({
      message: A.pauseOnlyActive,
    });
  });

  it('keeps review to admins and moderators', async () => {
    const campaign = await created(valid({ name: 'Waiting' }));
    for (const user of [owner, other]) {
      expect((await server.gql(IN_REVIEW, {}, as(user))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await server.gql(APPROVE, { id: campaign.id }, as(user))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await server.gql(REJECT, { id: campaign.id }, as(user))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await server.gql(IN_REVIEW, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const status = await server.kuza.deps.db.query(`SELECT status FROM ad_campaigns WHERE id = $1`, [campaign.id]);
    expect(status).toEqual([{ status: 'in_review' }]);
  });
});
