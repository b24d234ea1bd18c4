import type { AdminOverviewResponse } from '@studyhub/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { overviewQueryOptions } from '../features/overview/api/get-overview';
import { admin, callsTo, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { drawDetailsAsBrowsersDo, showServerDrawn } from '../testing/server-drawn';

/** March 1 to 30, 2026, with sign-ups, sales and downloads on three days. */
function overview(): AdminOverviewResponse {
  const days = Array.from({ length: 30 }, (_, index) => ({
    day: `2026-03-${String(index + 1).padStart(2, '0')}`,
    newUsers: 0,
    paidOrders: 0,
    revenuePaise: 0,
    downloads: 0,
  }));
  Object.assign(days[1] ?? {}, { newUsers: 3, downloads: 2 });
  Object.assign(days[9] ?? {}, { newUsers: 1, paidOrders: 2, revenuePaise: 1_49_900_00 });
  Object.assign(days[29] ?? {}, { newUsers: 8, paidOrders: 1, revenuePaise: 4_900, downloads: 5 });
  return {
    success: true,
    from: '2026-03-01',
    to: '2026-03-30',
    days,
    totals: {
      newUsers: 12,
      paidOrders: 3,
      paidPaise: 1_50_000_00,
      refundedPaise: 5_100,
      revenuePaise: 1_49_949_00,
      downloads: 7,
    },
    quizzes: [
      { subject: 'java', attempts: 8, passes: 6, passRate: 0.75 },
      { subject: 'python', attempts: 3, passes: 1, passRate: 1 / 3 },
      { subject: 'c', attempts: 0, passes: 0, passRate: null },
      { subject: 'javascript', attempts: 1, passes: 0, passRate: 0 },
    ],
  };
}

function emptyOverview(): AdminOverviewResponse {
  const full = overview();
  return {
    ...full,
    days: full.days.map((day) => ({
      ...day,
      newUsers: 0,
      paidOrders: 0,
      revenuePaise: 0,
      downloads: 0,
    })),
    totals: {
      newUsers: 0,
      paidOrders: 0,
      paidPaise: 0,
      refundedPaise: 0,
      revenuePaise: 0,
      downloads: 0,
    },
    quizzes: full.quizzes.map((quiz) => ({ ...quiz, attempts: 0, passes: 0, passRate: null })),
  };
}

function serve(answers: (() => Response)[]) {
  return stubFetch((url) => {
    if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
    if (url === '/api/admin/overview') {
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer) return answer();
    }
    return jsonResponse(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}

function open() {
  storeSession(admin);
  return renderApp('/admin/overview');
}

/** The month's totals as shown: each figure's name and value. */
const totalsIn = (page: HTMLElement) =>
  Object.fromEntries(
    within(page)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('/admin/overview', () => {
  it("shows the month's totals in rupees, and what was refunded", async () => {
    serve([() => jsonResponse(200, overview())]);
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    expect(
      await screen.findByText(/The last 30 days, March 1, 2026 to March 30, 2026/),
    ).toBeInTheDocument();
    expect(totalsIn(document.body)).toEqual({
      'New users': '12',
      'Paid orders': '3',
      Revenue: '₹1,49,949',
      Downloads: '7',
    });
    expect(screen.getByText('₹1,50,000 paid, ₹51 refunded')).toBeInTheDocument();
  });

  it('draws a chart per figure whose label gives its total and highest day', async () => {
    serve([() => jsonResponse(200, overview())]);
    open();
    expect(
      await screen.findByRole('img', {
        name: 'New users per day, March 1, 2026 to March 30, 2026: 12 in total; the highest day was March 30, 2026 with 8.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Revenue per day, March 1, 2026 to March 30, 2026: ₹1,49,949 in total; the highest day was March 10, 2026 with ₹1,49,900.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^Paid orders per day, .*: 3 in total; the highest day was March 10, 2026 with 2\.$/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^Downloads per day, .*: 7 in total; the highest day was March 30, 2026 with 5\.$/,
      }),
    ).toBeInTheDocument();
  });

  it('lists every day in a table behind "Show the figures day by day"', async () => {
    serve([() => jsonResponse(200, overview())]);
    const { user } = open();
    await user.click(await screen.findByText('Show the figures day by day'));
    const table = screen.getByRole('table', { name: 'Figures per day, oldest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[10]?.textContent).toBe('March 10, 2026' + '1' + '2' + '₹1,49,900' + '0');
    const lastDay = within(table).getByRole('rowheader', { name: 'March 30, 2026' }).closest('tr');
    expect(
      within(lastDay as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '1', '₹49', '5']);
  });

  it('shows attempts, passes and pass rate per quiz', async () => {
    serve([() => jsonResponse(200, overview())]);
    open();
    const table = await screen.findByRole('table', {
      name: 'Quiz attempts, passes and pass rate per subject',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
          (cell) => cell.textContent,
        ),
      );
    expect(rows).toEqual([
      ['Java', '8', '6', '75%'],
      ['Python', '3', '1', '33%'],
      ['C', '0', '0', 'No attempts'],
      ['JavaScript', '1', '0', '0%'],
    ]);
  });

  it('says so when nothing happened in the 30 days', async () => {
    serve([() => jsonResponse(200, emptyOverview())]);
    open();
    expect(
      await screen.findByText('No new users, orders, downloads or quiz attempts in these 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says when it could not load, and tries again', async () => {
    const busy = () =>
      jsonResponse(503, { success: false, code: 'UNAVAILABLE', message: 'The database is busy.' });
    // The query tries a server error once more by itself before it shows the error.
    const fetchMock = serve([busy, busy, () => jsonResponse(200, overview())]);
    const { user } = open();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('We could not load the overview.');
    expect(alert).toHaveTextContent('The database is busy.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /^New users per day/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/overview')).toHaveLength(3);
  });
});

// Decision 35: the overview is whole in the server's HTML, before or without the script.
describe('/admin/overview as the server draws it', () => {
  it('shows its figures as text, its charts with their numbers, and every day in a table', async () => {
    onTestFinished(drawDetailsAsBrowsersDo());
    const page = await showServerDrawn('/admin/overview', {
      user: admin,
      loaded: [{ queryKey: overviewQueryOptions().queryKey, data: overview() }],
    });
    onTestFinished(() => page.remove());
    expect(within(page).queryByText('Loading...')).not.toBeInTheDocument();
    expect(totalsIn(page)).toEqual({
      'New users': '12',
      'Paid orders': '3',
      Revenue: '₹1,49,949',
      Downloads: '7',
    });
    // Each chart is an SVG drawn by the server, a bar a day, its total and highest day said
    // beside it and in its name.
    const chart = within(page).getByRole('img', {
      name: 'Downloads per day, March 1, 2026 to March 30, 2026: 7 in total; the highest day was March 30, 2026 with 5.',
    });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(
      within(page).getByText(
        '₹1,49,949 in total; the highest day was March 10, 2026 with ₹1,49,900.',
      ),
    ).toBeVisible();
    // Every day's figures behind a summary, which the browser opens without the script.
    expect(within(page).getByText('Show the figures day by day').tagName).toBe('SUMMARY');
    const days = within(page).getByRole('table', {
      name: 'Figures per day, oldest first',
      hidden: true,
    });
    expect(within(days).getAllByRole('row', { hidden: true })).toHaveLength(31);
    const quizzes = within(page).getByRole('table', {
      name: 'Quiz attempts, passes and pass rate per subject',
    });
    expect(within(quizzes).getByRole('row', { name: 'Java 8 6 75%' })).toBeVisible();
  });
});
