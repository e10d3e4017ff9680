import { graphql } from '../../gql';
import type { TestServer } from '../../helpers/test-server';
import type { TestUser } from '../../helpers/factories';

// The operations the block and mute tests share.
const BLOCK = graphql(`
  mutation BlocksBlock($u: String!) {
    block(username: $u) {
      username
      followersCount
      followingCount
    }
  }
`);
const UNBLOCK = graphql(`
  mutation BlocksUnblock($u: String!) {
    unblock(username: $u) {
      username
    }
  }
`);
const MUTE = graphql(`
  mutation BlocksMute($u: String!) {
    mute(username: $u) {
      username
      viewerHasMuted
    }
  }
`);
const UNMUTE = graphql(`
  mutation BlocksUnmute($u: String!) {
    unmute(username: $u) {
      username
      viewerHasMuted
    }
  }
`);

export const BLOCK_OPERATIONS = { BLOCK, UNBLOCK, MUTE, UNMUTE };

/** Runs one of them as `user` on `target`, failing the test on an error. */
async function run<T>(response: Promise<{ data?: T | null; errors?: unknown }>, action: string): Promise<T> {
  const answer = await response;
  if (answer.errors || !answer.data) throw new Error(`${action} failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

export const block = (server: TestServer, user: TestUser, target: TestUser) =>
  run(server.gql(BLOCK, { u: target.username }, { token: user.accessToken }), 'block');
export const unblock = (server: TestServer, user: TestUser, target: TestUser) =>
  run(server.gql(UNBLOCK, { u: target.username }, { token: user.accessToken }), 'unblock');
export const mute = (server: TestServer, user: TestUser, target: TestUser) =>
  run(server.gql(MUTE, { u: target.username }, { token: user.accessToken }), 'mute');
export const unmute = (server: TestServer, user: TestUser, target: TestUser) =>
  run(server.gql(UNMUTE, { u: target.username }, { token: user.accessToken }), 'unmute');
