import type { TMedia } from '@creatorscope/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../app/session-store';
import { MediaUploader } from './MediaUploader';

const ORG_ID = '7d0c5a9e-0000-4000-8000-000000000001';
const MEDIA_ID = '3f9a1c2b-1111-4222-8333-444455556666';
const UPLOADED_URL = `https://app.example.com/media/file/3f/${MEDIA_ID}.jpg`;

const media: TMedia = {
  id: MEDIA_ID,
  url: UPLOADED_URL,
  thumbnailUrl: `https://app.example.com/media/file/3f/${MEDIA_ID}-thumb.webp`,
  kind: 'image',
  mime: 'image/jpeg',
  bytes: 12_345,
  width: 800,
  height: 600,
  createdAt: '2026-03-01T10:00:00.000Z',
};

/** An XMLHttpRequest the test drives: it records what was sent and answers when told to. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static count = 0;
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  timeout = 0;
  upload = new EventTarget();
  private events = new EventTarget();

  constructor() {
    FakeXhr.last = this;
    FakeXhr.count += 1;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, message: string, data: unknown) {
    this.status = status;
    this.responseText = JSON.stringify({ status, message, data });
    this.events.dispatchEvent(new Event('load'));
  }
}

/** The uploader over a list kept as the ad form keeps it. */
function Harness({ initial = [] as string[] }) {
  const [urls, setUrls] = useState(initial);
  return (
    <>
      <MediaUploader
        label="Creatives"
        urls={urls}
        onAdd={(url) => setUrls((list) => [...list, url])}
        onRemove={(url) => setUrls((list) => list.filter((item) => item !== url))}
      />
      <output data-testid="list">{urls.join('\n')}</output>
    </>
  );
}

const pick = (files: File[]) =>
  fireEvent.change(screen.getByTestId('media-file-input'), { target: { files } });

const jpeg = (bytes = 2048, name = 'summer.jpg') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('MediaUploader', () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    FakeXhr.count = 0;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    localStorage.setItem('token', 'token-1');
    useSessionStore.setState({ token: 'token-1', org: { _id: ORG_ID, name: 'Acme' } as never });
  });
  afterEach(() => {
    localStorage.removeItem('token');
    useSessionStore.setState({ token: false, org: null });
  });

  it('sends the organisation before the file, shows the progress, and adds the uploaded address', async () => {
    render(<Harness />);
    pick([jpeg()]);
    const xhr = FakeXhr.last;
    expect(xhr?.url).toBe('/api/media/upload-image');
    expect(xhr?.headers.Authorization).toBe('Bearer token-1');
    expect([...(xhr?.body?.keys() ?? [])]).toEqual(['orgId', 'file']);
    expect(xhr?.body?.get('orgId')).toBe(ORG_ID);

    act(() => xhr?.progress(40, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading summer.jpg' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    await act(async () => xhr?.answer(201, 'Image uploaded', media));
    expect(screen.getByTestId('list').textContent).toBe(UPLOADED_URL);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const tiles = within(screen.getByRole('list', { name: 'Creatives' }));
    // The server's thumbnail, not the full image.
    expect(tiles.getByRole('img').getAttribute('src')).toBe(media.thumbnailUrl);
  });

  it('refuses a file too big or of another type before sending anything, in the server words', () => {
    render(<Harness />);
    pick([
      jpeg(10 * 1024 * 1024 + 1, 'huge.jpg'),
      new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }),
    ]);
    expect(FakeXhr.count).toBe(0);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'huge.jpg: Images can be at most 10 MB',
      'brief.pdf: Only images (JPEG, PNG, WebP, GIF, AVIF) or videos (MP4, WebM, MOV)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss huge.jpg' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("shows the server's refusal of the file under its name", async () => {
    render(<Harness />);
    pick([jpeg(4096, 'renamed.jpg')]);
    const message = 'Only JPEG, PNG, WebP, GIF or AVIF images';
    await act(async () => FakeXhr.last?.answer(400, message, { errors: { file: message } }));
    expect(screen.getByRole('alert').textContent).toBe(`renamed.jpg: ${message}`);
    expect(screen.getByTestId('list').textContent).toBe('');
  });

  it('deletes what this page uploaded when it is removed, and only takes a saved address off the list', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ status: 200, message: 'Media deleted', data: { id: MEDIA_ID } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saved = 'https://cdn.example.com/banner.png';
    render(<Harness initial={[saved, 'https://instagram.com/p/abc']} />);
    // Only images and videos show as tiles; a post address stays in the typed list.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    pick([jpeg()]);
    await act(async () => FakeXhr.last?.answer(201, 'Image uploaded', media));
    fireEvent.click(screen.getByRole('button', { name: `Remove ${MEDIA_ID}.jpg` }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/media/delete-media');
    expect(JSON.parse(String(init?.body))).toEqual({ orgId: ORG_ID, id: MEDIA_ID });

    fireEvent.click(screen.getByRole('button', { name: 'Remove banner.png' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('list').textContent).toBe('https://instagram.com/p/abc');
  });
});
