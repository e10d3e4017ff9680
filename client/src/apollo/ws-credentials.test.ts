import { sessionPayload } from '@/test/render';
import { sessionStore, type Session } from './session-store';
import { FORBIDDEN_CLOSE_CODE, socketCredentials } from './ws-credentials';

afterEach(() => sessionStore.set(null));

const forbidden = { code: FORBIDDEN_CLOSE_CODE, reason: 'Roles changed: reconnect' };
const refreshed: Session = {
  ...sessionPayload,
  accessToken: 'refreshed-access-token',
  refreshToken: 'refreshed-refresh-token',
  user: { ...sessionPayload.user, roles: ['ADMIN', 'USER'] },
};

describe('realtime credentials', () => {
  it('connects with the signed-in access token, and reconnects with it after an ordinary drop', async () => {
    sessionStore.set(sessionPayload);
    const refresh = jest.fn();
    const credentials = socketCredentials(refresh);
    expect(await credentials.connectionParams()).toEqual({ authorization: 'Bearer access-token' });
    credentials.onClosed({ code: 1006, reason: '' });
    expect(await credentials.connectionParams()).toEqual({ authorization: 'Bearer access-token' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes the session after a 4403 (a role change) and reconnects with the new token', async () => {
    sessionStore.set(sessionPayload);
    const refresh = jest.fn(async (failed: string) => {
      expect(failed).toBe('access-token');
      sessionStore.set(refreshed);
      return sessionStore.get();
    });
    const credentials = socketCredentials(refresh);
    await credentials.connectionParams();
    credentials.onClosed(forbidden);
    expect(await credentials.connectionParams()).toEqual({ authorization: 'Bearer refreshed-access-token' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()?.user.roles).toEqual(['ADMIN', 'USER']);
  });

  it('comes back anonymous, without retrying the dead token, after a 4403 for a signed-out session', async () => {
    sessionStore.set(sessionPayload);
    // The refresh token of an ended session is refused: the refresh signs the user out.
    const refresh = jest.fn(async () => {
      sessionStore.set(null);
      return null;
    });
    const credentials = socketCredentials(refresh);
    await credentials.connectionParams();
    credentials.onClosed(forbidden);
    expect(await credentials.connectionParams()).toEqual({});
    credentials.onClosed(forbidden);
    expect(await credentials.connectionParams()).toEqual({});
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('uses a token another tab refreshed meanwhile without refreshing again', async () => {
    sessionStore.set(sessionPayload);
    const refresh = jest.fn();
    const credentials = socketCredentials(refresh);
    await credentials.connectionParams();
    credentials.onClosed(forbidden);
    sessionStore.set(refreshed);
    expect(await credentials.connectionParams()).toEqual({ authorization: 'Bearer refreshed-access-token' });
    expect(refresh).not.toHaveBeenCalled();
  });
});
