import type { AdminOverviewResponse } from '@studyhub/contract/admin';
import { quizzes } from '@studyhub/contract/quiz';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { formatDate, formatRupees } from '../../../lib/format';
import { useOverview } from '../api/get-overview';
import { DailyChart } from './daily-chart';

const count = (value: number) => value.toLocaleString('en-IN');
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

function Totals({ overview }: { overview: AdminOverviewResponse }) {
  const { totals } = overview;
  const figures = [
    { label: 'New users', value: count(totals.newUsers) },
    { label: 'Paid orders', value: count(totals.paidOrders) },
    {
      label: 'Revenue',
      value: formatRupees(totals.revenuePaise),
      note:
        totals.refundedPaise > 0
          ? `${formatRupees(totals.paidPaise)} paid, ${formatRupees(totals.refundedPaise)} refunded`
          : 'Nothing refunded',
    },
    { label: 'Downloads', value: count(totals.downloads) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-slate-700">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold break-words text-slate-900">{figure.value}</dd>
          {figure.note && <dd className="mt-0.5 text-xs text-slate-600">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** Every day's four figures: the charts' text equivalent, closed until asked for. */
function DayByDay({ overview }: { overview: AdminOverviewResponse }) {
  return (
    <details className="mt-4 rounded-xl border border-slate-200 bg-white">
      <summary className="cursor-pointer rounded-xl px-4 py-3 font-medium text-brand-700">
        Show the figures day by day
      </summary>
      {/* Focusable so that a keyboard can scroll it sideways on a phone. */}
      <section
        aria-label="Figures per day"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        className="overflow-x-auto px-4 pb-4"
      >
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="sr-only">Figures per day, oldest first</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Day
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                New users
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Paid orders
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Revenue
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Downloads
              </th>
            </tr>
          </thead>
          <tbody>
            {overview.days.map((day) => (
              <tr key={day.day} className="border-b border-slate-100 text-slate-900">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal whitespace-nowrap">
                  {formatDate(day.day)}
                </th>
                <td className="py-1.5 pr-3 text-right">{count(day.newUsers)}</td>
                <td className="py-1.5 pr-3 text-right">{count(day.paidOrders)}</td>
                <td className="py-1.5 pr-3 text-right">{formatRupees(day.revenuePaise)}</td>
                <td className="py-1.5 text-right">{count(day.downloads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}

function QuizResults({ overview }: { overview: AdminOverviewResponse }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white px-4">
      <table className="w-full text-sm">
        <caption className="sr-only">Quiz attempts, passes and pass rate per subject</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Quiz
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Attempts
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Passes
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Pass rate
            </th>
          </tr>
        </thead>
        <tbody>
          {overview.quizzes.map((quiz) => (
            <tr
              key={quiz.subject}
              className="border-b border-slate-100 text-slate-900 last:border-0"
            >
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {quizzes[quiz.subject].title}
              </th>
              <td className="py-2 pr-3 text-right">{count(quiz.attempts)}</td>
              <td className="py-2 pr-3 text-right">{count(quiz.passes)}</td>
              <td className="py-2 text-right">
                {quiz.passRate === null ? 'No attempts' : percent(quiz.passRate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/overview's body: the month's totals, a chart per figure and the quizzes' results. */
export function OverviewPanel() {
  const overview = useOverview();
  if (overview.isPending) return <LoadingMessage />;
  if (overview.isError) {
    return (
      <LoadError
        what="the overview"
        error={overview.error}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  }

  const data = overview.data;
  const { totals } = data;
  const quizAttempts = data.quizzes.reduce((sum, quiz) => sum + quiz.attempts, 0);
  const empty =
    totals.newUsers + totals.paidOrders + totals.downloads + quizAttempts === 0 &&
    totals.paidPaise === 0;
  const days = data.days.map((day) => day.day);

  return (
    <div>
      <p className="mb-4 text-slate-700">
        {`The last 30 days, ${formatDate(data.from)} to ${formatDate(data.to)} (UTC days). ` +
          'Revenue is what was paid less what was refunded.'}
      </p>
      {empty ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          No new users, orders, downloads or quiz attempts in these 30 days.
        </p>
      ) : (
        <>
          <Totals overview={data} />
          <h3 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Per day</h3>
          <div className="grid gap-4 md:grid-cols-2">
            <DailyChart
              title="New users per day"
              days={days}
              values={data.days.map((day) => day.newUsers)}
              format={count}
            />
            <DailyChart
              title="Paid orders per day"
              days={days}
              values={data.days.map((day) => day.paidOrders)}
              format={count}
            />
            <DailyChart
              title="Revenue per day"
              days={days}
              values={data.days.map((day) => day.revenuePaise)}
              format={formatRupees}
            />
            <DailyChart
              title="Downloads per day"
              days={days}
              values={data.days.map((day) => day.downloads)}
              format={count}
            />
          </div>
          <DayByDay overview={data} />
          <h3 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Quizzes</h3>
          <QuizResults overview={data} />
        </>
      )}
    </div>
  );
}
