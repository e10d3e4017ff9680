import { matchClientRoute } from './client-routes';

describe('matchClientRoute', () => {
  it.each([
    ['/', { kind: 'site' }],
    ['/explore', { kind: 'site' }],
    ['/About/', { kind: 'site' }],
    ['/auth/reset-password', { kind: 'site' }],
    ['/dashboard', { kind: 'dashboard' }],
    ['/dashboard/', { kind: 'dashboard' }],
    ['/dashboard/hashtag/afrobeats', { kind: 'dashboard' }],
    ['/dashboard/admin/users', { kind: 'dashboard' }],
    // A former screen: the client redirects it to the one that replaced it.
    ['/dashboard/admin/message-reports', { kind: 'dashboard' }],
    ['/@amara', { kind: 'profile', username: 'amara' }],
    ['/@caf%C3%A9', { kind: 'profile', username: 'café' }],
    ['/p/4b1f', { kind: 'post', id: '4b1f' }],
    ['/tag/Afrobeats', { kind: 'tag', tag: 'Afrobeats' }],
  ])('knows %s', (path, route) => {
    expect(matchClientRoute(path)).toEqual(route);
  });

  it.each([
    '/nope',
    '/dashboard/nope',
    '/dashboard/admin',
    '/@',
    '/p',
    '/p/a/b',
    '//explore',
    '/tag/%E0%A4%A',
    '/explore/x',
  ])('answers null (404) for %s', (path) => {
    expect(matchClientRoute(path)).toBeNull();
  });
});
