import { refundPolicy, site, sitePages } from '@studyhub/contract/site-content';
import { LegalPage, LegalSection } from '../features/site-pages/components/legal-page';
import { SupportEmail } from '../features/site-pages/components/support-email';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';

/** /privacy-policy: what personal data StudyHub keeps, why, with whom, for how long. */
export function PrivacyPolicyScreen() {
  useDocumentTitle(sitePages.privacyPolicy.title, sitePages.privacyPolicy.description);
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          {`This policy explains what personal data ${site.name} collects when you use the ` +
            'site, why we need it, who else handles it and what you can ask us to do with it. We ' +
            'collect only what we need to run the service, and we never sell your data.'}
        </p>
      }
    >
      <LegalSection id="who-we-are" title="Who we are">
        <p>
          {`${site.name} is run by ${site.office.company}, ${site.office.lines.join(', ')}. We ` +
            'are the data fiduciary for the personal data described here under the Digital ' +
            'Personal Data Protection Act, 2023.'}
        </p>
      </LegalSection>

      <LegalSection id="what-we-collect" title="What we collect">
        <ul>
          <li>
            <strong>Your account:</strong>
            {' your name, email address and password. The password is stored only as a salted ' +
              `one-way hash; nobody at ${site.name} can read it.`}
          </li>
          <li>
            <strong>Purchases and donations:</strong> the note, project or donation, the amount, the
            date, and the order and payment ids that Razorpay gives us. Your card number, UPI PIN
            and bank login are entered on Razorpay&apos;s checkout and never reach our servers.
          </li>
          <li>
            <strong>Downloads:</strong> which notes, projects and question papers you downloaded and
            when, so your dashboard can list them and we can confirm your access.
          </li>
          <li>
            <strong>Quizzes and certificates:</strong> your answers, score and timing, and the name
            you ask us to print on a certificate.
          </li>
          <li>
            <strong>Messages to us:</strong> what you write in the contact form, and the name,
            email, transaction id and product in a refund request.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address and the pages and API calls your
            browser makes, kept in our server logs. Your browser stores a sign-in token and your
            basic profile (the keys <code>token</code>, <code>user</code>
            {' and '}
            <code>rememberMe</code>) so you stay signed in. We use no advertising cookies and no
            third-party analytics or trackers.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="why" title="Why we use it">
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>
            To take payments, give you the notes or source code you paid for, and let you download
            them again later.
          </li>
          <li>To grade quizzes and issue certificates that others can verify.</li>
          <li>To answer your questions and process refund requests.</li>
          <li>
            To keep the site safe: limiting repeated attempts, spotting fraud and investigating
            misuse.
          </li>
          <li>To keep the accounting and tax records Indian law requires.</li>
        </ul>
        <p>
          We use your data on the basis of your consent when you create an account or write to us,
          and because we need it to deliver what you bought. We do not use it for anything else, and
          we do not send marketing email.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title="Who we share it with">
        <ul>
          <li>
            <strong>Razorpay Software Pvt. Ltd.</strong>, which processes payments and refunds under
            its own privacy policy and the Reserve Bank of India&apos;s rules.
          </li>
          <li>
            Our hosting and email providers, who store and send data only on our instructions.
          </li>
          <li>Government authorities, when the law requires us to and only what it requires.</li>
        </ul>
        <p>
          A certificate&apos;s verification page shows the name on it, the subject, the score and
          the date to anyone who has its link or id, because that is what makes it verifiable.
          Nothing else about you is ever public.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="How long we keep it">
        <ul>
          <li>
            Your account and certificates: until you delete your account. When you do, you choose
            whether your certificates stay verifiable under the name printed on them.
          </li>
          <li>
            Orders and payment records: eight years, as Indian tax and company law requires, even
            after an account is deleted.
          </li>
          <li>Contact and refund requests: two years after they are resolved.</li>
          <li>Server logs: 90 days.</li>
        </ul>
      </LegalSection>

      <LegalSection id="your-rights" title="Your rights">
        <p>
          In <Link to="/account">Account Settings</Link> you can download a copy of your data,
          correct your name, sign out your other devices and delete your account yourself.
        </p>
        <p>
          You may also ask us for a summary of the personal data we hold about you, ask us to
          correct or complete it, ask us to erase it (except records the law makes us keep),
          withdraw your consent, and nominate someone to exercise these rights if you cannot. Write
          to <SupportEmail /> from the email address of your account; we reply within 30 days. If
          you are not satisfied with our answer, you may complain to the Data Protection Board of
          India.
        </p>
      </LegalSection>

      <LegalSection id="children" title="Children">
        <p>
          {`If you are under 18, please use ${site.name} with the consent and help of a parent ` +
            'or guardian, who should create the account and make any payment.'}
        </p>
      </LegalSection>

      <LegalSection id="security" title="How we protect it">
        <p>
          The site is served only over HTTPS. Passwords are hashed, payments are confirmed by
          checking Razorpay&apos;s signature on our server, and every download checks your access
          again. No system is perfectly secure; if a breach ever affects your data, we will tell you
          and the Data Protection Board as the law requires.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="Changes to this policy">
        <p>
          When we change this policy we update the date at the top of the page. If a change affects
          how we use data you have already given us, we will email you before it takes effect.
          Refunds are described separately in our <Link to="/return-policy">Return Policy</Link>
          {` (requests within ${refundPolicy.requestWithinDays} days of purchase).`}
        </p>
      </LegalSection>

      <LegalSection id="contact" title="Contact and grievance officer">
        <p>
          {'For any question or complaint about your personal data, write to our grievance ' +
            'officer at '}
          <SupportEmail />
          {` or by post to ${site.office.company}, ${site.office.lines.join(', ')}. You can ` +
            'also reach us through the '}
          <Link to="/contact">contact form</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
