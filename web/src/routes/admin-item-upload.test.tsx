import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, callsTo, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

/** Stands in for the browser's XMLHttpRequest: records what is sent; the test answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const note = {
  kind: 'notes',
  id: 'os-notes',
  name: 'Operating Systems Notes',
  subject: 'Operating Systems',
  about: 'Processes, memory and files.',
  pages: 1,
  price: 49,
  image: '',
  coveredTopics: [],
  sortOrder: 0,
  published: false,
  deletedAt: null,
  hasFile: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
};

function serve(item: { current: Record<string, unknown> }) {
  return stubFetch((url, init) => {
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
    if (url === '/api/admin/catalog/notes/os-notes' && init.method === 'PATCH') {
      item.current = { ...item.current, published: true };
      return jsonResponse(200, { success: true, message: 'Published' });
    }
    if (url === '/api/admin/catalog/notes/os-notes') {
      return jsonResponse(200, { success: true, item: item.current });
    }
    if (url === '/api/admin/catalog/notes') return jsonResponse(200, { success: true, items: [] });
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

function pdf(name = 'os.pdf', size = 1536) {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  storeSession(admin);
});

// The first test compiles the admin screens on first use: over 5 s on a busy machine.
describe('/admin/notes/{id}: the note’s PDF', { timeout: 30_000 }, () => {
  it('checks the file, uploads it with its progress, and then the note can be published', async () => {
    const item = { current: note as Record<string, unknown> };
    const fetchMock = serve(item);
    const { user } = renderApp('/admin/notes/os-notes');
    // Waits past the 5 s default for that first compile.
    const input = await screen.findByLabelText('PDF', {}, { timeout: 20_000 });
    expect(screen.getByText('No file uploaded yet.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('A PDF, at most 25 MB.');
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');

    // The browser's file dialog can be told to show every file; the screen checks the type itself.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(
      input as HTMLInputElement,
      new File(['hello'], 'notes.docx', { type: 'application/msword' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('“notes.docx” is not a PDF. Choose a PDF.');
    await anyFile.upload(input as HTMLInputElement, pdf('scan.pdf', 30 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“scan.pdf” is 30 MB; the PDF can be at most 25 MB.',
    );
    await user.click(screen.getByRole('button', { name: 'Upload the PDF' }));
    expect(FakeXhr.sent).toHaveLength(0);

    const file = pdf();
    await user.upload(input as HTMLInputElement, file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload the PDF' }));
    const [xhr] = FakeXhr.sent;
    if (!xhr) throw new Error('nothing was sent');
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/admin/catalog/notes/os-notes/pdf');
    // No Authorization header: the session cookie goes with a same-origin request (decision 44).
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/pdf' });
    expect(xhr.body).toBe(file);

    xhr.progress(600, 1536);
    const progress = screen.getByRole('progressbar', { name: 'Uploading the PDF' });
    expect(progress).toHaveAttribute('value', '39');
    expect(screen.getByText('39%')).toBeInTheDocument();

    item.current = { ...note, hasFile: true, pages: 12 };
    xhr.respond(200, {
      success: true,
      message: 'Uploaded',
      bytes: 1536,
      sha256: 'ab'.repeat(32),
      pages: 12,
    });
    expect(await screen.findByText('Uploaded the PDF (1.5 KB, 12 pages).')).toBeInTheDocument();
    expect(await screen.findByText('PDF uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish Operating Systems Notes' }));
    expect(await screen.findByRole('link', { name: 'View on the site' })).toBeInTheDocument();
    expect(
      callsTo(fetchMock, '/api/admin/catalog/notes/os-notes').some(
        ([, init]) => init?.method === 'PATCH',
      ),
    ).toBe(true);
  });

  it('shows the server’s refusal next to the file input', async () => {
    serve({ current: note });
    const { user } = renderApp('/admin/notes/os-notes');
    const input = await screen.findByLabelText('PDF');
    await user.upload(input as HTMLInputElement, pdf('locked.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload the PDF' }));
    FakeXhr.sent[0]?.respond(422, {
      success: false,
      code: 'UNPROCESSABLE',
      message: 'This PDF is protected by a password. Upload it without the password.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This PDF is protected by a password. Upload it without the password.',
    );
    expect(input).toHaveAccessibleDescription(
      'A PDF, at most 25 MB. This PDF is protected by a password. Upload it without the password.',
    );
    expect(screen.getByText('No file uploaded yet.')).toBeInTheDocument();
  });

  it('shows the card image once uploaded', async () => {
    const item = { current: note as Record<string, unknown> };
    serve(item);
    const { user } = renderApp('/admin/notes/os-notes');
    const input = await screen.findByLabelText('Card image');
    expect(input).toHaveAccessibleDescription('A PNG, JPEG or WebP image, at most 5 MB.');
    await user.upload(
      input as HTMLInputElement,
      new File(['png'], 'cover.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload the card image' }));
    item.current = { ...note, image: '/media/images/notes-1-800.webp' };
    FakeXhr.sent[0]?.respond(200, {
      success: true,
      message: 'Uploaded',
      bytes: 3,
      sha256: 'cd'.repeat(32),
      image: { large: '/media/a.webp', small: '/media/b.webp', linkPreview: '/media/c.png' },
    });
    const preview = await screen.findByRole('img', {
      name: 'Card of Operating Systems Notes',
    });
    expect(preview).toHaveAttribute('src', '/media/images/notes-1-800.webp');
  });
});
