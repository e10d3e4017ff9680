import { DEFAULT_RETURN_PATH, returnPathState, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    '/dashboard',
    '/dashboard/',
    '/dashboard/hashtag/afrobeats',
    '/dashboard/trending?tag=afrobeats',
    '/dashboard#top',
    '/dashboard?tab=for-you',
    '/dashboard/hashtag/caf%C3%A9?sort=new#top',
  ])('keeps %s, a place inside the /dashboard tree', (from) => {
    expect(safeReturnPath({ from })).toBe(from);
  });

  it.each(['/p/6f1c2b0e-1111-4222-8333-444455556666', '/@amara', '/tag/afrobeats', '/tag/caf%C3%A9#top'])(
    'keeps %s, a public content page a visitor signed in from',
    (from) => {
      expect(safeReturnPath({ from })).toBe(from);
    },
  );

  it.each([
    '/p/../admin',
    '/p/%2e%2e',
    '/@amara/../../admin',
    '/p',
    '/tag/',
    '/about',
    '//evil.example',
    '//evil.example/dashboard',
    'https://x',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    '/admin',
    '/',
    '/auth',
    '/dashboards',
    '/dashboard-evil',
    'dashboard/hashtag/afrobeats',
    '/dashboard/../admin',
    '/dashboard/%2e%2e/admin',
    '/dashboard/..\\admin',
    '/dashboard/.\t./admin',
    '',
  ])('falls back to /dashboard for %j', (from) => {
    expect(safeReturnPath({ from })).toBe(DEFAULT_RETURN_PATH);
  });

  it.each([undefined, null, 'string state', { from: 42 }, { from: { pathname: '/dashboard/trending' } }])(
    'falls back to /dashboard for state %j',
    (state) => {
      expect(safeReturnPath(state)).toBe(DEFAULT_RETURN_PATH);
    },
  );
});

describe('returnPathState', () => {
  it('records pathname, search and hash together', () => {
    expect(returnPathState({ pathname: '/dashboard/trending', search: '?tag=afrobeats', hash: '#top' })).toEqual({
      from: '/dashboard/trending?tag=afrobeats#top',
    });
  });
});
