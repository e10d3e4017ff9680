import { notFound } from '../../graphql/errors';

export const apiKeyNotFound = () => notFound('API key not found');
