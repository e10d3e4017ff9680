export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell. */
  total: number;
}

/** Request options of a mutation that wants upload progress: `context: { fetchOptions: { onUploadProgress } }`. */
export type ProgressRequestInit = RequestInit & { onUploadProgress?: (progress: UploadProgress) => void };

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * fetch for the upload link. fetch cannot report upload progress, so a multipart request that asks for it
 * goes through XMLHttpRequest instead; every other request is a plain fetch.
 */
export const uploadProgressFetch: typeof fetch = (input, init) => {
  const onUploadProgress = (init as ProgressRequestInit | undefined)?.onUploadProgress;
  if (!onUploadProgress || !(init?.body instanceof FormData) || typeof XMLHttpRequest === 'undefined')
    return fetch(input, init);
  const body = init.body;
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', input instanceof Request ? input.url : String(input));
    new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.withCredentials = init.credentials === 'include';
    xhr.upload.onprogress = (event) =>
      onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr),
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
};
