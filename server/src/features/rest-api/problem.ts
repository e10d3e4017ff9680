import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import { messageText, type MessageId } from '@kuza/common';
import { isConnectionFailure } from '../../db/connection-failure';
import { AppError, httpStatusOf, ServiceUnavailableError } from '../../graphql/errors';
import { refusalFor } from '../../http/error-handler';
import type { Logger } from '../../logger';

/**
 * An RFC 9457 problem: `type` about:blank (the status says what kind it is), `title` the status's phrase, `detail`
 * the message, plus the same members GraphQL puts in `extensions`: `code`, `messageId`, `field`, `params`,
 * `retryAfter`. A client that reads GraphQL errors reads these the same way.
 */
export interface Problem {
  type: 'about:blank';
  title: string;
  status: number;
  detail: string;
  instance: string;
  code: string;
  messageId: string;
  field?: string;
  params?: Record<string, unknown>;
  retryAfter?: number;
}

export interface ProblemAnswer {
  problem: Problem;
  headers: Array<[string, string]>;
}

const problemOf = (status: number, instance: string, rest: Pick<Problem, 'code' | 'messageId' | 'detail'>) => ({
  type: 'about:blank' as const,
  title: STATUS_CODES[status] ?? 'Error',
  status,
  instance,
  ...rest,
});

/** A refusal by message id (REST's own: 404, 405, 409, 415). */
export function problemFor(status: number, code: string, messageId: MessageId, instance: string, params = {}) {
  const problem: Problem = problemOf(status, instance, { code, messageId, detail: messageText(messageId, params) });
  if (Object.keys(params).length > 0) problem.params = params;
  return problem;
}

/** How to answer any error: AppErrors with their code's status (HTTP_STATUS), body-parser refusals, the rest masked. */
export function answerError(error: unknown, instance: string, logger: Pick<Logger, 'error' | 'warn'>): ProblemAnswer {
  if (isConnectionFailure(error)) {
    logger.warn({}, 'The database is unreachable: answered SERVICE_UNAVAILABLE');
    return answerError(new ServiceUnavailableError(), instance, logger);
  }
  if (error instanceof AppError) {
    const { code, messageId, field, params, retryAfter, http } = error.extensions as {
      code: string;
      messageId: string;
      field?: string;
      params?: Record<string, unknown>;
      retryAfter?: number;
      http?: { status?: number; headers?: Map<string, string> };
    };
    const status = http?.status ?? httpStatusOf(code);
    const problem: Problem = problemOf(status, instance, { code, messageId, detail: error.message });
    if (field !== undefined) problem.field = field;
    if (params !== undefined) problem.params = params;
    if (retryAfter !== undefined) problem.retryAfter = retryAfter;
    return { problem, headers: [...(http?.headers ?? [])] };
  }
  const refusal = refusalFor(error);
  if (refusal) {
    const { status, code, messageId, message } = refusal;
    return { problem: problemOf(status, instance, { code, messageId, detail: message }), headers: [] };
  }
  logger.error({ err: error }, 'Unexpected error in a REST request');
  return {
    problem: problemOf(500, instance, {
      code: 'INTERNAL_SERVER_ERROR',
      messageId: 'errors.internal' satisfies MessageId,
      detail: messageText('errors.internal'),
    }),
    headers: [],
  };
}

export function sendProblem(res: Response, { problem, headers }: ProblemAnswer): void {
  if (res.headersSent) return void res.destroy();
  for (const [name, value] of headers) res.setHeader(name, value);
  res.status(problem.status).type('application/problem+json; charset=utf-8').send(JSON.stringify(problem));
}
