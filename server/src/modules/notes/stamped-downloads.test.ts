import type { NotesResponse } from '@studyhub/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, registerUser } from '../../../test/factories.ts';
import { pdfPageTexts } from '../../../test/pdf-text.ts';
import { buy } from '../../../test/purchases.ts';
import type { App } from '../../app.ts';

describe('note downloads stamped for their buyer (decision 28)', () => {
  let app: App;
  let notes: NotesResponse['notes'];

  beforeAll(async () => {
    app = await createTestApp({ seedDemoAs: 'development', env: { PAYMENT_PROVIDER: 'sandbox' } });
    notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
  });
  afterAll(() => app.close());

  it("puts the buyer's name, email and order id at the foot of every page of a paid note", async () => {
    const student = await registerUser(app, { name: 'Rohan Verma' });
    const note = notes.find((item) => !item.isFree) ?? expect.fail('no paid note');
    const paid = await buy(app, student, { itemType: 'note', itemId: note.id });
    const download = await app.inject({
      url: `/api/notes/${note.id}/download`,
      headers: bearer(student.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPageTexts(download.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page).toContain(
        `Licensed to Rohan Verma (${student.email}) - Order ${paid.orderId} - for personal study only`,
      );
    }
    // The stamp is added to the note, not put in place of it.
    expect(pages[0]?.replace(/\s+/g, ' ')).toContain(note.name);
  });

  it('leaves a free note as it is', async () => {
    const student = await registerUser(app);
    const note = notes.find((item) => item.isFree) ?? expect.fail('no free note');
    const download = await app.inject({
      url: `/api/notes/${note.id}/download`,
      headers: bearer(student.token),
    });
    expect(download.statusCode).toBe(200);
    const pages = await pdfPageTexts(download.rawPayload);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page).not.toContain('Licensed to');
    expect(pages.join('\n')).not.toContain(student.email);
  });
});
