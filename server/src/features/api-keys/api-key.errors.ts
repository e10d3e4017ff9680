import { notFound } from '../../graphql/errors';

export const apiKeyNotFound = () => notFound('apiKey.notFound');
