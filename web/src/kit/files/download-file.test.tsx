import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { progressCurves } from '../progress/progress-curves.ts';
import { DownloadButton } from './download-button.tsx';
import { downloadFile, fileNameFromDisposition, saveBlob } from './download-file.ts';

const encoder = new TextEncoder();

/** A streamed answer: the chunks, then either the end or a broken connection. */
const streamed = (chunks: string[], { breakAfter = false, headers = {} as Record<string, string> } = {}) => {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < chunks.length) controller.enqueue(encoder.encode(chunks[next++]));
      else if (breakAfter) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="Users_CSV_2026-11-25.csv"',
      ...headers,
    },
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fileNameFromDisposition', () => {
  it('reads filename* before filename and strips paths', () => {
    expect(fileNameFromDisposition('attachment; filename="Users_CSV_2026-11-25.csv"')).toBe('Users_CSV_2026-11-25.csv');
    expect(fileNameFromDisposition('attachment; filename="a.csv"; filename*=UTF-8\'\'Packages%20Export.csv')).toBe(
      'Packages Export.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('decodes filename* in its declared charset and never lets it carry a path', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd")).toBe('.._.._etc_passwd');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''a%5Cb.csv")).toBe('a_b.csv');
    expect(fileNameFromDisposition("attachment; filename*=iso-8859-1'en'%A3%20rates.csv")).toBe('£ rates.csv');
    expect(
      fileNameFromDisposition('attachment; filename*=UTF-8\'\'%E2%82%AC%20rates.csv; filename="EUR rates.csv"'),
    ).toBe('€ rates.csv');
  });
});

describe('downloadFile', () => {
  it("saves the whole stream under the server's file name", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed(['Id,Email\n', '1,a@b.co\n'])),
    );
    const save = vi.fn();
    const onProgress = vi.fn();
    await expect(downloadFile('/downloads/users.csv', { save, onProgress })).resolves.toEqual({
      fileName: 'Users_CSV_2026-11-25.csv',
      size: 18,
    });
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('Users_CSV_2026-11-25.csv');
    expect(await (blob as Blob).text()).toBe('Id,Email\n1,a@b.co\n');
    expect(onProgress).toHaveBeenLastCalledWith(18, null);
  });

  it('never saves a stream that broke off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed(['Id,Email\n'], { breakAfter: true })),
    );
    const save = vi.fn();
    await expect(downloadFile('/downloads/users.csv', { save })).rejects.toThrow();
    expect(save).not.toHaveBeenCalled();
  });

  it('never saves fewer bytes than announced', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed(['Id'], { headers: { 'content-length': '100' } })),
    );
    const save = vi.fn();
    await expect(downloadFile('/downloads/users.csv', { save })).rejects.toThrow();
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps the saved blob's object URL alive long enough for the browser to start the download", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const revoke = vi.fn();
    vi.stubGlobal(
      'URL',
      Object.assign(Object.create(URL) as typeof URL, { createObjectURL: () => 'blob:file', revokeObjectURL: revoke }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    saveBlob(new Blob(['x']), 'a.csv');
    expect(click).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revoke).toHaveBeenCalledWith('blob:file');
    click.mockRestore();
  });

  it("rejects a refusal with the BFF's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'FORBIDDEN', message: 'Access denied.' } }, { status: 403 })),
    );
    await expect(downloadFile('/downloads/users.csv', { save: vi.fn() })).rejects.toThrow('Access denied.');
  });
});

describe('DownloadButton and the progress modal', () => {
  it('shows progress along the curve, then success, and closes as the curve says', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let finish: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))),
    );
    const save = vi.fn();
    renderWithProviders(
      <DownloadButton
        url="/downloads/packages.csv"
        label="Export Packages"
        curve={progressCurves.packagesExport}
        save={save}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export Packages' }));
    const bar = screen.getByRole('progressbar', { name: 'Export Packages' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    await act(async () => finish(streamed(['x'])));
    // Let the stream be read without moving the faked clock (vi.waitFor would advance it).
    for (let turn = 0; turn < 50 && save.mock.calls.length === 0; turn++)
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    expect(save).toHaveBeenCalledOnce();
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('dialog', { name: 'Export Packages' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failure and saves nothing when the stream breaks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed(['Id'], { breakAfter: true })),
    );
    const save = vi.fn();
    renderWithProviders(
      <DownloadButton
        url="/downloads/users.csv"
        label="Export CSV"
        curve={progressCurves.usersExport}
        save={save}
        errorText="Download failed"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const running = screen.getByRole('status');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Download failed');
    // A new alert node is announced; a status node whose role flips to alert is not, reliably.
    expect(alert).not.toBe(running);
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
