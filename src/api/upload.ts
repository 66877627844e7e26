import { ApiError } from './errors';

/** One multipart request as the client prepared it (URL, headers and timeout already decided). */
export interface MultipartRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  file: Blob & { name?: string };
  timeoutMs: number;
  /** Percent (0–100) of the request body sent so far; never goes down, and is 100 once the answer arrives. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The raw answer; the client reads it with the endpoint's contract. */
export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * Send one `file` field through XMLHttpRequest, because fetch reports no upload progress. Fails with
 * ApiError NETWORK_ERROR, TIMEOUT (after `timeoutMs`) or ABORTED (the caller's signal), as `call` does; any HTTP
 * status resolves, for the client to read.
 */
export function sendMultipart(req: MultipartRequest): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    if (req.signal?.aborted) {
      reject(new ApiError('ABORTED', 0));
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    let shown = -1;
    const report = (percent: number) => {
      if (percent <= shown) return;
      shown = percent;
      req.onProgress?.(percent);
    };
    // The first outcome wins: aborting an XHR may also fire its error handler (pretender's fake XHR does).
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const giveUp = (code: 'TIMEOUT' | 'ABORTED') => {
      settle(() => reject(new ApiError(code, 0)));
      xhr.abort();
    };
    const onAbort = () => giveUp('ABORTED');
    const timer = setTimeout(() => giveUp('TIMEOUT'), req.timeoutMs);
    req.signal?.addEventListener('abort', onAbort);

    xhr.open(req.method, req.url);
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    // Listen on xhr.upload before send(): browsers only report upload progress to listeners present at send.
    xhr.upload.addEventListener('progress', (e: ProgressEvent) => {
      if (!settled && e.lengthComputable && e.total > 0) report(Math.min(100, Math.floor((e.loaded / e.total) * 100)));
    });
    xhr.onload = () =>
      settle(() => {
        report(100);
        resolve({ status: xhr.status, text: typeof xhr.responseText === 'string' ? xhr.responseText : '' });
      });
    xhr.onerror = () => settle(() => reject(new ApiError('NETWORK_ERROR', 0)));
    xhr.onabort = () => settle(() => reject(new ApiError('NETWORK_ERROR', 0)));
    xhr.ontimeout = () => settle(() => reject(new ApiError('TIMEOUT', 0)));

    const form = new FormData();
    form.append('file', req.file, req.file.name ?? 'file');
    report(0);
    xhr.send(form);
  });
}
