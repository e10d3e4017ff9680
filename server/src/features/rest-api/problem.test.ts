import { AppError, badInput, RateLimitedError } from '../../graphql/errors';
import { answerError } from './problem';

const logger = { error: jest.fn(), warn: jest.fn() };

it('answers an application error with its code, message id, field and HTTP status', () => {
  const { problem } = answerError(badInput('content', 'validation.contentRequired'), '/api/posts', logger);
  expect(problem).toEqual({
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: expect.any(String),
    instance: '/api/posts',
    code: 'BAD_USER_INPUT',
    messageId: 'validation.contentRequired',
    field: 'content',
  });
  expect(answerError(new AppError('CONFLICT', 'restApi.idempotencyKeyReused'), '/x', logger).problem.status).toBe(409);
});

it('keeps a rate limit’s Retry-After', () => {
  const { problem, headers } = answerError(new RateLimitedError(42), '/api/auth/login', logger);
  expect(problem).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 42 });
  expect(headers).toEqual([['retry-after', '42']]);
});

it('masks an unexpected error: nothing of it reaches the caller, the log has it', () => {
  const error = new Error('relation "posts" does not exist at 10.0.0.5');
  const { problem } = answerError(error, '/api/posts', logger);
  expect(problem).toEqual({
    type: 'about:blank',
    title: 'Internal Server Error',
    status: 500,
    detail: 'Internal server error',
    instance: '/api/posts',
    code: 'INTERNAL_SERVER_ERROR',
    messageId: 'errors.internal',
  });
  expect(logger.error).toHaveBeenCalledWith({ err: error }, 'Unexpected error in a REST request');
});
