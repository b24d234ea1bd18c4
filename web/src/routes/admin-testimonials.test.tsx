import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, callsTo, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const state = {
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
};
const testimonials = [
  {
    ...state,
    id: 't-1',
    name: 'Aditya Kumar',
    role: 'B.Tech CSE, 3rd year',
    quote: 'The DBMS notes explained normalization better than any textbook.',
    published: true,
    position: 0,
  },
  {
    ...state,
    id: 't-2',
    name: 'Sneha Patil',
    role: 'BCA, 2nd year',
    quote: 'Solving the papers with the notes open showed me which topics repeat.',
    published: false,
    position: 1,
  },
  {
    ...state,
    id: 't-3',
    name: 'Harpreet Kaur',
    role: 'B.Tech ECE, 2nd year',
    quote: 'The K-map examples are so clear that I now solve them in minutes.',
    published: true,
    position: 2,
  },
];
const review = {
  ...state,
  id: 'r-1',
  name: 'Rahul Mishra',
  rating: 5,
  text: 'The Operating Systems short notes are perfect for the night before the exam.',
  published: true,
  position: 0,
};

type Handler = (url: string, init: RequestInit) => Response | undefined;

function serve(handle: Handler = () => undefined) {
  return stubFetch((url, init) => {
    const answer = handle(url, init);
    if (answer) return answer;
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
    if (url === '/api/admin/testimonials')
      return jsonResponse(200, { success: true, items: testimonials });
    if (url === '/api/admin/reviews') return jsonResponse(200, { success: true, items: [review] });
    if (url === '/api/admin/reviews/r-1') return jsonResponse(200, { success: true, item: review });
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

function openAsAdmin(path: string) {
  storeSession(admin);
  return renderApp(path);
}

const names = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const row = (name: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(name) }).closest('li') as HTMLElement;
const bodyOf = (call: [unknown, RequestInit?] | undefined) => JSON.parse(String(call?.[1]?.body));

describe('/admin/testimonials', () => {
  it('lists them in the site’s order, with which are published and which are on the home page', async () => {
    serve();
    openAsAdmin('/admin/testimonials');
    await screen.findByRole('heading', { level: 3, name: /Aditya Kumar/ });
    expect(names()).toEqual([
      'Position 1: Aditya Kumar',
      'Position 2: Sneha Patil',
      'Position 3: Harpreet Kaur',
    ]);
    expect(row('Aditya Kumar')).toHaveTextContent('Published');
    expect(row('Aditya Kumar')).toHaveTextContent('On the home page');
    expect(row('Sneha Patil')).toHaveTextContent('Draft');
    expect(row('Sneha Patil')).not.toHaveTextContent('On the home page');
    expect(
      within(row('Aditya Kumar')).getByRole('button', { name: 'Move Aditya Kumar up' }),
    ).toBeDisabled();
    expect(
      within(row('Harpreet Kaur')).getByRole('button', { name: 'Move Harpreet Kaur down' }),
    ).toBeDisabled();
    expect(
      within(row('Sneha Patil')).getByRole('link', { name: 'Edit Sneha Patil' }),
    ).toHaveAttribute('href', '/admin/testimonials/t-2');
  });

  it('moves one down with the keyboard, saves the order and keeps focus on it', async () => {
    const fetchMock = serve((url, init) => {
      if (url === '/api/admin/testimonials/order' && init.method === 'PUT') {
        const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
        const items = ids.map((id, position) => ({
          ...testimonials.find((entry) => entry.id === id),
          position,
        }));
        return jsonResponse(200, { success: true, items });
      }
      return undefined;
    });
    const { user } = openAsAdmin('/admin/testimonials');
    const down = await screen.findByRole('button', { name: 'Move Aditya Kumar down' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(names()).toEqual([
        'Position 1: Sneha Patil',
        'Position 2: Aditya Kumar',
        'Position 3: Harpreet Kaur',
      ]),
    );
    expect(bodyOf(callsTo(fetchMock, '/api/admin/testimonials/order')[0])).toEqual({
      ids: ['t-2', 't-1', 't-3'],
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Aditya Kumar down' })).toHaveFocus(),
    );
  });

  it('says why an order was refused', async () => {
    serve((url, init) =>
      url === '/api/admin/testimonials/order' && init.method === 'PUT'
        ? jsonResponse(409, {
            success: false,
            code: 'CONFLICT',
            message:
              'The testimonials changed since this list was loaded. Reload the list and move them again.',
          })
        : undefined,
    );
    const { user } = openAsAdmin('/admin/testimonials');
    await user.click(await screen.findByRole('button', { name: 'Move Sneha Patil up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The testimonials changed since this list was loaded.',
    );
  });

  it('publishes a draft and deletes one after the site’s own confirmation', async () => {
    const fetchMock = serve((url, init) => {
      if (url === '/api/admin/testimonials/t-2' && init.method === 'PATCH') {
        return jsonResponse(200, { success: true, item: { ...testimonials[1], published: true } });
      }
      if (url === '/api/admin/testimonials/t-3' && init.method === 'DELETE') {
        return jsonResponse(200, { success: true, message: 'Deleted' });
      }
      return undefined;
    });
    const { user } = openAsAdmin('/admin/testimonials');
    await user.click(await screen.findByRole('button', { name: 'Publish Sneha Patil' }));
    await waitFor(() =>
      expect(bodyOf(callsTo(fetchMock, '/api/admin/testimonials/t-2')[0])).toEqual({
        published: true,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Harpreet Kaur' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the testimonial by Harpreet Kaur?',
    });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete testimonial' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The testimonial by Harpreet Kaur was deleted.',
    );
    expect(callsTo(fetchMock, '/api/admin/testimonials/t-3')[0]?.[1]?.method).toBe('DELETE');
  });

  it('writes a new one: the form’s messages are beside its fields, then it is created as a draft', async () => {
    const created = {
      ...state,
      id: 't-9',
      name: 'Divya Raghavan',
      role: 'MCA, 1st year',
      quote: 'The Java quiz told me exactly which topics to revise.',
      published: false,
      position: 3,
    };
    const fetchMock = serve((url, init) => {
      if (url === '/api/admin/testimonials' && init.method === 'POST') {
        return jsonResponse(201, { success: true, item: created });
      }
      if (url === '/api/admin/testimonials/t-9') {
        return jsonResponse(200, { success: true, item: created });
      }
      return undefined;
    });
    const { user, router } = openAsAdmin('/admin/testimonials/new');
    await screen.findByRole('heading', { level: 2, name: 'New testimonial' });
    await user.click(screen.getByRole('button', { name: 'Create testimonial as a draft' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription(/The name is required\./);
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Quote' })).toHaveAccessibleDescription(
      /The quote is required\./,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('3 fields need a change');
    expect(
      callsTo(fetchMock, '/api/admin/testimonials').filter(([, i]) => i?.method === 'POST'),
    ).toHaveLength(0);

    await user.type(name, created.name);
    await user.type(screen.getByRole('textbox', { name: 'Course or role' }), created.role);
    await user.type(screen.getByRole('textbox', { name: 'Quote' }), created.quote);
    await user.click(screen.getByRole('button', { name: 'Create testimonial as a draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Created as a draft.');
    expect(router.state.location.pathname).toBe('/admin/testimonials/t-9');
    const post = callsTo(fetchMock, '/api/admin/testimonials').find(
      ([, i]) => i?.method === 'POST',
    );
    expect(bodyOf(post)).toEqual({ name: created.name, role: created.role, quote: created.quote });
  });
});

describe('/admin/reviews/:id', () => {
  it('edits the stars and the words, and shows the server’s refusal beside its field', async () => {
    let refuse = true;
    const fetchMock = serve((url, init) => {
      if (url === '/api/admin/reviews/r-1' && init.method === 'PUT') {
        if (refuse) {
          refuse = false;
          return jsonResponse(400, {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'The review can be at most 400 characters.',
            field: 'text',
          });
        }
        return jsonResponse(200, {
          success: true,
          item: { ...review, ...JSON.parse(String(init.body)) },
        });
      }
      return undefined;
    });
    const { user } = openAsAdmin('/admin/reviews/r-1');
    await screen.findByRole('heading', { level: 2, name: 'Review by Rahul Mishra' });
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveValue('5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '4');
    const text = screen.getByRole('textbox', { name: 'Review' });
    await user.clear(text);
    await user.type(text, 'Short and clear notes.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(text).toHaveAccessibleDescription(/The review can be at most 400 characters\./);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. The site shows the changes.',
    );
    const puts = callsTo(fetchMock, '/api/admin/reviews/r-1').filter(
      ([, i]) => i?.method === 'PUT',
    );
    expect(bodyOf(puts[1])).toEqual({
      name: 'Rahul Mishra',
      rating: 4,
      text: 'Short and clear notes.',
    });
  });

  it('is reached from the admin navigation', async () => {
    serve();
    const { user } = openAsAdmin('/admin/testimonials');
    await screen.findByRole('heading', { level: 2, name: 'Testimonials' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', {
        name: 'Reviews',
      }),
    );
    expect(await screen.findByRole('heading', { level: 3, name: /Rahul Mishra/ })).toBeVisible();
    expect(row('Rahul Mishra')).toHaveTextContent('5 of 5 stars');
  });
});
