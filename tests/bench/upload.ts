import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { rssMb } from './proc-stats';

export interface UploadResult {
  bytes: number;
  seconds: number;
  mbPerS: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  ok: boolean;
  answer: string;
}

const QUERY = `mutation Upload($content: String!, $media: Upload!) {
  createPost(input: { content: $content, media: $media, mediaType: VIDEO }) { id mediaType mediaUrl }
}`;

/** An MP4 header ('ftyp' box, brand isom): enough for the server's signature check. */
const MP4_HEAD = Buffer.from('0000001c667479706973736f6d0000020069736f6d69736f326d703431', 'hex');

/** Streams `bytes` of video through createPost as a browser would (multipart), sampling the server's RSS. */
export async function streamUpload(
  serverUrl: string,
  serverPid: number,
  token: string,
  bytes: number,
): Promise<UploadResult> {
  const boundary = `----kuzabench${Date.now()}`;
  // A new text each run: spam detection refuses a post repeating one of the author's last 24 hours.
  const operations = JSON.stringify({
    query: QUERY,
    variables: { content: `Benchmark upload at ${Date.now()} #video`, media: null },
  });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.media"]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="benchmark.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1 << 20, 0x2a);
  const rssBeforeMb = rssMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid));
  }, 50);
  const started = performance.now();
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const url = new URL('/graphql', serverUrl);
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + bytes + tail.length,
        authorization: `Bearer ${token}`,
        'apollo-require-preflight': 'true',
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.write(head);
    req.write(MP4_HEAD);
    let sent = MP4_HEAD.length;
    const pump = () => {
      while (sent < bytes) {
        const piece = Math.min(chunk.length, bytes - sent);
        sent += piece;
        if (!req.write(piece === chunk.length ? chunk : chunk.subarray(0, piece))) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rssPeakMb = Math.max(rssPeakMb, rssMb(serverPid));
  const ok = answer.status === 200 && answer.text.includes('"mediaType":"VIDEO"');
  return {
    bytes,
    seconds,
    mbPerS: bytes / 1e6 / seconds,
    rssBeforeMb,
    rssPeakMb,
    rssGrowthMb: rssPeakMb - rssBeforeMb,
    ok,
    answer: answer.text.slice(0, 300),
  };
}
