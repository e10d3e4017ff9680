import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { buildUser, type TestUser } from '../../helpers/factories';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { filesUnder, gqlUpload, uploadTempDir, type UploadFile } from '../../helpers/uploads';
import { graphql } from '../../gql';

// Issue 29: a photo taken at home carries its GPS position in EXIF; stored as uploaded, every viewer could read where
// the creator lives. What is served must have no metadata left, and still stand the right way up.

jest.setTimeout(60_000);

let server: TestServer;
let creator: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  creator = await buildUser(server);
});
afterAll(() => server.stop());

const CREATE = graphql(`
  mutation MetadataStrippingCreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      mediaUrl
      mediaType
    }
  }
`);

const UPDATE_PROFILE = graphql(`
  mutation MetadataStrippingUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      avatarUrl
    }
  }
`);

const HOME = 'Home of the creator';

/** A 40x20 JPEG taken "at home": GPS tags, a camera, a comment in XMP, and orientation 6 (turn 90° clockwise). */
async function phonePhoto(): Promise<UploadFile> {
  const bytes = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#d94f1e' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', ImageDescription: HOME },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 1/1 48/1', GPSLongitudeRef: 'E', GPSMapDatum: 'WGS-84' },
    })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><note>${HOME}</note></x:xmpmeta>`)
    .toBuffer();
  return { name: 'IMG_0001.JPG', type: 'image/jpeg', bytes: Uint8Array.from(bytes) };
}

/** A PNG chunk (length, type, data, CRC). */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/** A 3x2 PNG with text chunks (tEXt, zTXt, iTXt) naming the place it was made. */
async function pngWithText(): Promise<UploadFile> {
  const plain = await sharp({ create: { width: 3, height: 2, channels: 4, background: '#2060c0' } })
    .png()
    .toBuffer();
  const afterHeader = 8 + 25; // signature, then the IHDR chunk
  const text = Buffer.concat([
    pngChunk('tEXt', Buffer.from(`Comment\0${HOME}`, 'latin1')),
    pngChunk('zTXt', Buffer.concat([Buffer.from('Location\0\0', 'latin1'), deflateSync(HOME)])),
    pngChunk('iTXt', Buffer.from(`Author\0\0\0\0\0${HOME}`, 'utf8')),
  ]);
  const bytes = Buffer.concat([plain.subarray(0, afterHeader), text, plain.subarray(afterHeader)]);
  return { name: 'drawing.png', type: 'image/png', bytes: Uint8Array.from(bytes) };
}

async function served(url: string | null | undefined): Promise<Buffer> {
  expect(url).toMatch(/^\/media\//);
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** What a viewer could read about where and how the picture was taken. */
async function expectNoMetadata(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.comments).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  // Whatever a parser may miss: none of the words written into the metadata are anywhere in the file.
  for (const word of [HOME, 'PhoneMaker', 'WGS-84', 'xmpmeta', 'Exif']) expect(bytes.includes(word)).toBe(false);
  return metadata;
}

describe('uploaded pictures are stored without their metadata', () => {
  it('a post photo loses its GPS position and EXIF, and is turned upright', async () => {
    const photo = await phonePhoto();
    // The fixture carries what a phone writes, so the test would notice if nothing were stripped.
    const before = await sharp(photo.bytes).metadata();
    expect(before).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(before.exif!.includes('WGS-84')).toBe(true);
    expect(before.xmp).toBeDefined();

    const response = await gqlUpload(
      server,
      CREATE,
      { input: { content: 'Sunset from the roof', media: null } },
      'variables.input.media',
      photo,
      creator.accessToken,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.createPost.mediaType).toBe('IMAGE');
    expect(response.data!.createPost.mediaUrl).toMatch(/\.jpg$/);

    const after = await expectNoMetadata(await served(response.data!.createPost.mediaUrl));
    // Still a JPEG, and the orientation is in the pixels now: 40x20 turned a quarter is 20x40.
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
  });

  it('an avatar loses its GPS position and EXIF, and is turned upright', async () => {
    const response = await gqlUpload(
      server,
      UPDATE_PROFILE,
      { input: { avatar: null } },
      'variables.input.avatar',
      await phonePhoto(),
      creator.accessToken,
    );
    expect(response.errors).toBeUndefined();
    const after = await expectNoMetadata(await served(response.data!.updateProfile.avatarUrl));
    expect(after).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
  });

  it('a PNG loses its text chunks and stays a PNG of the same size', async () => {
    const png = await pngWithText();
    expect((await sharp(png.bytes).metadata()).comments).toHaveLength(3);

    const response = await gqlUpload(
      server,
      CREATE,
      { input: { content: 'A drawing', media: null } },
      'variables.input.media',
      png,
      creator.accessToken,
    );
    expect(response.errors).toBeUndefined();
    const after = await expectNoMetadata(await served(response.data!.createPost.mediaUrl));
    expect(after).toMatchObject({ format: 'png', width: 3, height: 2 });
  });

  it('an animated GIF keeps every frame, its timing and its looping', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 6, height: 4, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#00ff00'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer();

    const response = await gqlUpload(
      server,
      CREATE,
      { input: { content: 'Blinking', media: null } },
      'variables.input.media',
      { name: 'blink.gif', type: 'image/gif', bytes: Uint8Array.from(gif) },
      creator.accessToken,
    );
    expect(response.errors).toBeUndefined();
    const bytes = await served(response.data!.createPost.mediaUrl);
    expect(await sharp(bytes, { animated: true }).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
      delay: [100, 200, 300],
      loop: 0,
      width: 6,
      pageHeight: 4,
    });
  });

  it('refuses a file that only starts like a JPEG, and stores nothing', async () => {
    const fake = Uint8Array.from(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]));
    const response = await gqlUpload(
      server,
      CREATE,
      { input: { content: 'Not a picture', media: null } },
      'variables.input.media',
      { name: 'fake.jpg', type: 'image/jpeg', bytes: fake },
      creator.accessToken,
    );
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'media' });
    expect(filesUnder(uploadTempDir(server))).toEqual([]);
  });
});
