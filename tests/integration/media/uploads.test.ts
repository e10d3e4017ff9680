import { print } from 'graphql';
import http from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_MESSAGES, VALIDATION_MESSAGES } from '@kuza/common';
import { buildUser, type TestUser } from '../../helpers/factories';
import { errorCode } from '../../helpers/graphql-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import {
  PNG_BYTES,
  filesUnder,
  gqlUpload,
  mp4Bytes,
  pngOfSize,
  uploadTempDir,
  uploadsDir,
  type UploadFile,
} from '../../helpers/uploads';
import { graphql } from '../../gql';
import type { MediaType } from '../../gql/graphql';

// Real server, database and many concurrent requests: more than Jest's default 5 s under a loaded machine.
jest.setTimeout(60_000);

let server: TestServer;
let creator: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server, { username: 'selam_films' });
});
afterAll(() => server.stop());

const CREATE = graphql(`
  mutation UploadsCreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
      content
      mediaUrl
      mediaType
      author {
        username
      }
    }
  }
`);
const TEN_MB = 10 * 1024 * 1024;

const postCount = async (user: TestUser) =>
  (await server.kuza.deps.db.query(`SELECT count(*)::int AS n FROM posts WHERE user_id = $1`, [user.id]))[0]
    .n as number;

const createWithFile = (
  content: string,
  file: UploadFile,
  token: string | undefined = creator.accessToken,
  mediaType?: MediaType,
) =>
  gqlUpload(
    server,
    CREATE,
    { input: { content, media: null, ...(mediaType ? { mediaType } : {}) } },
    'variables.input.media',
    file,
    token,
  );

/** Waits for a condition on the file system (which has no event to await), checking every 20 ms. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('accepted uploads', () => {
  it('stores an image post under images/{userId}/ and serves it', async () => {
    const response = await createWithFile('Poster draft #design', {
      name: 'Poster.PNG',
      type: 'image/png',
      bytes: PNG_BYTES,
    });
    expect(response.errors).toBeUndefined();
    const post = response.data!.createPost;
    expect(post.mediaType).toBe('IMAGE');
    expect(post.mediaUrl).toMatch(new RegExp(`^/media/images/${creator.id}/\\d+-[0-9a-f]{12}\\.png$`));
    const served = await fetch(`${server.url}${post.mediaUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(PNG_BYTES));
  });

  it('serves video with HTTP Range, so the browser can seek', async () => {
    const bytes = mp4Bytes(200_000);
    const response = await createWithFile(
      'Trailer #film',
      { name: 'trailer.mp4', type: 'video/mp4', bytes },
      creator.accessToken,
      'VIDEO',
    );
    const post = response.data!.createPost;
    expect(post.mediaType).toBe('VIDEO');
    expect(post.mediaUrl).toMatch(/^\/media\/videos\//);

    const part = await fetch(`${server.url}${post.mediaUrl}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(100, 200)));
    const tail = await fetch(`${server.url}${post.mediaUrl}`, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);
    expect((await fetch(`${server.url}/media/videos/nope.mp4`)).status).toBe(404);
  });

  it('reads a recorded .webm as audio when the form says so', async () => {
    const webm = Uint8Array.from(
      Buffer.concat([
        Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'),
        Buffer.alloc(500),
      ]),
    );
    const response = await createWithFile(
      'Voice note #podcast',
      { name: 'recording.webm', type: 'audio/webm', bytes: webm },
      creator.accessToken,
      'AUDIO',
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.createPost).toMatchObject({
      mediaType: 'AUDIO',
      mediaUrl: expect.stringMatching(/^\/media\/audio\/.+\.webm$/),
    });
  });

  it('keeps two uploads in the same millisecond apart', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        createWithFile(`Same moment ${i}`, { name: 'same.png', type: 'image/png', bytes: PNG_BYTES }),
      ),
    );
    const urls = results.map((r) => r.data!.createPost.mediaUrl!);
    expect(new Set(urls).size).toBe(4);
    for (const url of urls) expect(existsSync(path.join(uploadsDir(server), url.replace('/media/', '')))).toBe(true);
  });

  it('accepts an image of exactly 10MB', async () => {
    const response = await createWithFile('Big but allowed', {
      name: 'exact.png',
      type: 'image/png',
      bytes: pngOfSize(TEN_MB),
    });
    expect(response.errors).toBeUndefined();
  });

  it('deleting the post deletes its file', async () => {
    const response = await createWithFile('Soon gone', { name: 'gone.png', type: 'image/png', bytes: PNG_BYTES });
    const { id, mediaUrl } = response.data!.createPost;
    const file = path.join(uploadsDir(server), mediaUrl!.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);
    await server.gql(
      graphql(`
        mutation UploadsDeletePost($id: ID!) {
          deletePost(id: $id)
        }
      `),
      { id },
      { token: creator.accessToken },
    );
    expect(existsSync(file)).toBe(false);
  });
});

describe('refused uploads leave no file and no post', () => {
  let uploader: TestUser;
  beforeEach(async () => {
    uploader = await buildUser(server);
  });
  afterEach(async () => {
    expect(filesUnder(path.join(uploadsDir(server), 'images', uploader.id))).toEqual([]);
    expect(filesUnder(path.join(uploadsDir(server), 'videos', uploader.id))).toEqual([]);
    expect(filesUnder(uploadTempDir(server))).toEqual([]);
    expect(await postCount(uploader)).toBe(0);
  });

  it('refuses an image over 10MB while streaming, with the spec message', async () => {
    const response = await createWithFile(
      'Too big',
      { name: 'huge.png', type: 'image/png', bytes: pngOfSize(TEN_MB + 1) },
      uploader.accessToken,
    );
    expect(response.errors![0]).toMatchObject({
      message: VALIDATION_MESSAGES.imageTooLarge,
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('refuses a .mp4 whose bytes are a PNG', async () => {
    const response = await createWithFile(
      'Sneaky',
      { name: 'clip.mp4', type: 'video/mp4', bytes: PNG_BYTES },
      uploader.accessToken,
    );
    expect(response.errors![0]).toMatchObject({
      message: CONTENT_MESSAGES.mediaContentMismatch,
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it('refuses types that are not accepted', async () => {
    const response = await createWithFile(
      'Program',
      { name: 'setup.exe', type: 'application/octet-stream', bytes: PNG_BYTES },
      uploader.accessToken,
    );
    expect(response.errors![0]).toMatchObject({
      message: CONTENT_MESSAGES.unsupportedMedia,
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    const wrongKind = await createWithFile(
      'Not audio',
      { name: 'photo.png', type: 'image/png', bytes: PNG_BYTES },
      uploader.accessToken,
      'AUDIO',
    );
    expect(errorCode(wrongKind)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('asks for a caption on a video', async () => {
    const response = await createWithFile(
      '  ',
      { name: 'clip.mp4', type: 'video/mp4', bytes: mp4Bytes(10) },
      uploader.accessToken,
    );
    expect(response.errors![0]).toMatchObject({
      message: VALIDATION_MESSAGES.captionRequiredVideo,
      extensions: { code: 'BAD_USER_INPUT', field: 'content' },
    });
  });

  it('refuses uploads without a signed-in user', async () => {
    const response = await createWithFile(
      'Anonymous',
      { name: 'clip.mp4', type: 'video/mp4', bytes: mp4Bytes(10) },
      '',
    );
    expect(response.errors![0]).toMatchObject({
      message: 'Not authenticated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('removes the partial file when the upload is cut off', async () => {
    const boundary = 'kuza-test-boundary';
    const request = http.request(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${uploader.accessToken}`,
      },
    });
    request.on('error', () => undefined); // the socket is destroyed on purpose
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    request.write(
      field(
        'operations',
        JSON.stringify({ query: print(CREATE), variables: { input: { content: 'Cut off #film', media: null } } }),
      ) +
        field('map', JSON.stringify({ 0: ['variables.input.media'] })) +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="long.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    request.write(mp4Bytes(2_000_000));
    await until(() => filesUnder(uploadTempDir(server)).length > 0, 'the upload is being written');
    request.destroy();
    await until(() => filesUnder(uploadTempDir(server)).length === 0, 'the partial file is removed');
  });
});

describe('avatars', () => {
  it('sets the avatar from an image upload and removes the previous one', async () => {
    const user = await buildUser(server);
    const UPDATE = graphql(`
      mutation UploadsUpdateProfile($input: UpdateProfileInput!) {
        updateProfile(input: $input) {
          avatarUrl
        }
      }
    `);
    const first = await gqlUpload(
      server,
      UPDATE,
      { input: { avatar: null } },
      'variables.input.avatar',
      { name: 'me.png', type: 'image/png', bytes: PNG_BYTES },
      user.accessToken,
    );
    const firstUrl = first.data!.updateProfile.avatarUrl;
    expect(firstUrl).toMatch(new RegExp(`^/media/avatars/${user.id}/`));
    const second = await gqlUpload(
      server,
      UPDATE,
      { input: { avatar: null } },
      'variables.input.avatar',
      { name: 'me2.png', type: 'image/png', bytes: PNG_BYTES },
      user.accessToken,
    );
    expect(second.data!.updateProfile.avatarUrl).not.toBe(firstUrl);
    expect(filesUnder(path.join(uploadsDir(server), 'avatars', user.id))).toHaveLength(1);

    const video = await gqlUpload(
      server,
      UPDATE,
      { input: { avatar: null } },
      'variables.input.avatar',
      { name: 'me.mp4', type: 'video/mp4', bytes: mp4Bytes(10) },
      user.accessToken,
    );
    expect(video.errors![0]).toMatchObject({
      message: CONTENT_MESSAGES.avatarMustBeImage,
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', field: 'avatar' },
    });
  });
});
