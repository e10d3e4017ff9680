import { canModerate, Role, withUserRole } from './roles';

it('adds USER to the stored roles, ignores unknown ones, and keeps a stable order', () => {
  expect(withUserRole([])).toEqual([Role.USER]);
  expect(withUserRole(['MODERATOR', 'ADMIN', 'OWNER'])).toEqual([Role.ADMIN, Role.MODERATOR, Role.USER]);
});

it('lets moderators and admins moderate, nobody else', () => {
  expect(canModerate(null)).toBe(false);
  expect(canModerate({ roles: [Role.USER] })).toBe(false);
  expect(canModerate({ roles: [Role.MODERATOR, Role.USER] })).toBe(true);
  expect(canModerate({ roles: [Role.ADMIN, Role.USER] })).toBe(true);
});
