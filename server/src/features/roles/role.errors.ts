import { AppError, badInput, notFound } from '../../graphql/errors';

export const userNotFound = () => notFound('role.userNotFound');

// A business rule rather than a permission: the caller is an admin, but the system must keep one.
export const lastAdminError = (): AppError => badInput('userId', 'role.lastAdmin');
