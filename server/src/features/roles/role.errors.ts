import { AppError, badInput, notFound } from '../../graphql/errors';

export const userNotFound = () => notFound('User not found');

// A business rule rather than a permission: the caller is an admin, but the system must keep one.
export const lastAdminError = (): AppError =>
  badInput('userId', 'You are the last admin. Make another user an admin before removing your own admin role.');
