import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/schema';
import { FakeXhr } from './fake-xhr.ts';
import { uploadFile, UploadError } from './upload-file.ts';

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const file = () => new File(['abc'], 'me.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('posts the file as multipart field `file` with the CSRF header and reports progress', async () => {
    const onProgress = vi.fn();
    const done = uploadFile('userImage', file(), { onProgress });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/files?kind=userImage');
    expect(xhr.headers['apollo-require-preflight']).toBe('true');
    expect(xhr.withCredentials).toBe(true);
    expect((xhr.body!.get('file') as File).name).toBe('me.png');
    xhr.progress(1, 3);
    expect(onProgress).toHaveBeenCalledWith(1, 3);
    xhr.respond(201, { id: '9', location: 'a/b.png', url: '/storage/a/b.png' });
    await expect(done).resolves.toEqual({ id: '9', location: 'a/b.png', url: '/storage/a/b.png' });
  });

  it('names the record of a record-bound kind in the query (the kind itself cannot be overridden)', async () => {
    const done = uploadFile('officeLogo', file(), { params: { officeId: '10', kind: 'userImage' } });
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/files?kind=officeLogo&officeId=10');
    xhr.respond(201, { id: '9', location: 'a/b.png', url: '/storage/a/b.png' });
    await expect(done).resolves.toMatchObject({ id: '9' });
  });

  it("rejects with the BFF's message", async () => {
    const done = uploadFile('userImage', file());
    FakeXhr.last!.respond(413, { error: { code: 'BAD_USER_INPUT', message: 'Agent Image must be 1MB Max Size' } });
    await expect(done).rejects.toEqual(new UploadError('Agent Image must be 1MB Max Size', 413, 'BAD_USER_INPUT'));
  });

  it('rejects a malformed success and a network failure with the generic text', async () => {
    const malformed = uploadFile('userImage', file());
    FakeXhr.last!.respond(201, { id: 9 });
    await expect(malformed).rejects.toBeInstanceOf(UploadError);
    const network = uploadFile('userImage', file());
    FakeXhr.last!.fail();
    await expect(network).rejects.toMatchObject({ status: 0 });
  });

  it('sends the file once more when the BFF refreshed an expired upstream token (503 upload interrupted)', async () => {
    const done = uploadFile('userImage', file());
    const first = FakeXhr.last!;
    first.respond(503, { error: { code: 'UPSTREAM_UNAVAILABLE', message: messages.uploadRetry } });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(first));
    FakeXhr.last!.respond(201, { id: '9', location: 'a/b.png', url: '/storage/a/b.png' });
    await expect(done).resolves.toMatchObject({ id: '9' });
  });

  it('does not send again after any other refusal, nor more than once', async () => {
    const outage = uploadFile('userImage', file());
    FakeXhr.last!.respond(503, {
      error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The service is unavailable right now.' },
    });
    await expect(outage).rejects.toMatchObject({ status: 503 });
    const twice = uploadFile('userImage', file());
    FakeXhr.last!.respond(503, { error: { code: 'UPSTREAM_UNAVAILABLE', message: messages.uploadRetry } });
    await vi.waitFor(() => expect(FakeXhr.last!.status).toBe(0));
    FakeXhr.last!.respond(503, { error: { code: 'UPSTREAM_UNAVAILABLE', message: messages.uploadRetry } });
    await expect(twice).rejects.toMatchObject({ status: 503, message: messages.uploadRetry });
  });

  it('aborts with the signal', async () => {
    const controller = new AbortController();
    const done = uploadFile('userImage', file(), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});
