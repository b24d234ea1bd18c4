import { site, sitePages } from '@studyhub/contract/site-content';
import { listPage } from '../components/ui/page-width';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';

const offerings = [
  {
    title: 'Handwritten notes',
    text: 'Semester notes organised by syllabus unit, with diagrams and frequently asked questions. Many are free; the rest cost less than a photocopied guide.',
  },
  {
    title: 'Project source code',
    text: 'Complete, working projects with a README and setup steps, to learn from and to build your own final-year or mini project on.',
  },
  {
    title: 'Previous year papers',
    text: 'University question papers by subject and year, so you can see what is asked and practise under exam conditions.',
  },
  {
    title: 'Quizzes and certificates',
    text: 'Timed quizzes in Java, Python, C and JavaScript. Pass one and get a certificate that anyone can verify online.',
  },
  {
    title: 'Courses and AI tools',
    text: 'A short, hand-picked list of courses and AI tools that are actually useful to a student, in one place.',
  },
  {
    title: 'Blogs',
    text: 'Articles on programming, exam preparation, placements and careers, written for students.',
  },
];

const stack = ['React', 'TypeScript', 'Fastify', 'PostgreSQL', 'Tailwind CSS', 'Razorpay'];

const heading2 = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';

/** /about: what StudyHub is and why, and the developer section the spec asks for. */
export function AboutScreen() {
  useDocumentTitle(sitePages.about.title, sitePages.about.description);
  return (
    <div className={listPage}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">About Us</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          {`${site.name} is a study-resources website for students in India. We bring together ` +
            'what you look for before every exam and every project submission: notes, source ' +
            'code, question papers and practice quizzes, at prices a student can pay. '}
          <strong className="text-slate-900">{site.tagline}</strong> is not a slogan for us; it is
          the brief.
        </p>
      </header>

      <section aria-labelledby="story" className="mt-12 grid gap-6 lg:grid-cols-2 lg:gap-12">
        <div>
          <h2 id="story" className={heading2}>
            Our story
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
            <p>
              {`${site.name} began with a familiar problem: the night before a semester exam, ` +
                'good notes were spread across WhatsApp groups, blurry photos and expensive ' +
                'guides. The ones that helped most were handwritten by students who had just ' +
                'cleared the same paper.'}
            </p>
            <p>
              {'So we collected them, organised them by syllabus unit and put them online with ' +
                'a preview of the first pages, so you know what you are getting before you pay. ' +
                'Project source code, question papers and quizzes followed, because students ' +
                `kept asking for them. Today ${site.usersClaim} use ${site.name}.`}
            </p>
          </div>
        </div>
        <div className="self-start rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <h3 className="font-semibold text-slate-900">How we keep prices low</h3>
          <ul className="mt-3 space-y-2 text-slate-700">
            <li>Everything is digital: no printing, no shipping, no shop rent.</li>
            <li>
              Payments go through Razorpay, so UPI works for the smallest amounts and nobody pays a
              middleman.
            </li>
            <li>
              Donations from students who found the site useful keep free notes and papers free.
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="offer" className="mt-14">
        <h2 id="offer" className={heading2}>
          What we offer
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offerings.map((offering) => (
            <li
              key={offering.title}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 className="font-semibold text-slate-900">{offering.title}</h3>
              <p className="mt-2 text-slate-700">{offering.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="promise" className="mt-14 max-w-3xl">
        <h2 id="promise" className={heading2}>
          Our promise
        </h2>
        <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
          <p>
            {'Every note is checked against the syllabus before it goes on sale, and every paid ' +
              'download is tied to your account, so you can download it again from your ' +
              'dashboard whenever you need it. If something you bought does not work, our '}
            <Link to="/return-policy" className="font-medium text-brand-700 underline">
              Return Policy
            </Link>
            {' explains how we put it right, and the '}
            <Link to="/contact" className="font-medium text-brand-700 underline">
              contact form
            </Link>
            {` reaches a person who replies within ${site.supportReplyTime}.`}
          </p>
        </div>
      </section>

      <section
        aria-labelledby="developer"
        className="mt-14 rounded-3xl bg-slate-900 p-6 text-slate-200 sm:p-10"
      >
        <p className="text-sm font-semibold tracking-wide text-indigo-300 uppercase">
          The person behind the code
        </p>
        <h2 id="developer" className="mt-2 text-2xl font-bold text-white sm:text-3xl">
          Meet the Developer
        </h2>
        <div className="mt-6 grid gap-8 lg:grid-cols-3">
          <div className="space-y-4 leading-relaxed lg:col-span-2">
            <p>
              {`${site.name} is designed, built and looked after by an independent full-stack ` +
                'developer who was an engineering student not long ago and remembers exactly ' +
                'what exam week feels like.'}
            </p>
            <p>
              The site is built to work well where most of our users are: on an entry-level phone,
              on a patchy mobile connection, often late at night. Pages are small and load fast,
              payments are confirmed on the server before anything unlocks, certificates can be
              checked by anyone, and every screen works with a keyboard and a screen reader.
            </p>
            <p>
              {'Found a bug or have an idea? Write through the '}
              <Link to="/contact" className="font-medium text-white underline">
                contact form
              </Link>
              ; it goes straight to the developer.
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-white">Built with</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {stack.map((tool) => (
                <li
                  key={tool}
                  className="rounded-full border border-slate-600 px-3 py-1 text-sm text-slate-100"
                >
                  {tool}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <div className="mt-14 flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center">
        <Link
          to="/notes"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Browse notes
        </Link>
        <Link
          to="/support-us"
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:border-brand-600"
        >
          Support our mission
        </Link>
      </div>
    </div>
  );
}
