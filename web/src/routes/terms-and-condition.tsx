import { refundPolicy, site, sitePages } from '@studyhub/contract/site-content';
import { LegalPage, LegalSection } from '../features/site-pages/components/legal-page';
import { SupportEmail } from '../features/site-pages/components/support-email';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';
import { useSiteInfo } from '../lib/site-info';

/** Section 11 names the courts an operator configured (GOVERNING_LAW_LOCATION). */
function GoverningLaw() {
  const { data, isError } = useSiteInfo();
  if (data) {
    return (
      <p>
        {'These terms are governed by the laws of India. Any dispute arising out of or in ' +
          `connection with them or with your use of ${site.name} is subject to the exclusive ` +
          'jurisdiction of the courts at '}
        <strong>{data.governingLawLocation}</strong>.
      </p>
    );
  }
  if (isError) {
    return (
      <p role="alert">
        These terms are governed by the laws of India. The place of jurisdiction could not be loaded
        just now; please reload the page to see it.
      </p>
    );
  }
  return (
    <p role="status" className="text-slate-600">
      Loading...
    </p>
  );
}

/** /terms-and-condition: the spec's 12 numbered sections. */
export function TermsAndConditionScreen() {
  useDocumentTitle(sitePages.terms.title, sitePages.terms.description);
  return (
    <LegalPage
      title="Terms and Conditions"
      intro={
        <p>
          {`These terms are an agreement between you and ${site.office.company} for the use of ` +
            `${site.name}: its notes, project source code, question papers, quizzes, ` +
            'certificates and everything else on the site. Please read them before you create an ' +
            'account or buy anything.'}
        </p>
      }
    >
      <LegalSection id="acceptance" title="1. Acceptance of Terms">
        <p>
          {`By using ${site.name}, creating an account or making a purchase, you agree to these ` +
            'terms and to our '}
          <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use
          the site.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="2. Changes to These Terms">
        <p>
          We may update these terms as the service changes. The date at the top shows the latest
          revision. Significant changes are announced by email to account holders before they take
          effect; continuing to use the site after that means you accept the new terms. Purchases
          are always governed by the terms in force on the day you paid.
        </p>
      </LegalSection>

      <LegalSection id="study-materials" title="3. Use of Study Materials">
        <p>
          {'Notes, question papers, project source code and blog content are for your '}
          <strong>personal and educational use only</strong>. You may read, print and study them,
          and use project code to learn from and to build your own academic project.
        </p>
        <ul>
          <li>
            You may not resell, share, upload or distribute the files, in full or in part, free or
            paid, including in groups and on file-sharing sites.
          </li>
          <li>
            You may not present purchased project code as entirely your own work where your
            institution forbids it; follow your college&apos;s rules on academic honesty.
          </li>
          <li>
            Question papers are reproduced for practice; the copyright in them stays with the
            universities that set them.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="accounts" title="4. User Accounts">
        <p>
          You need an account for payments, downloads of question papers, course and tool links,
          quizzes and the contact form. Give your real name and an email address you use, keep your
          password to yourself, and tell us at once if you think someone else has used your account.
          One account is for one person; you are responsible for what is done with it. We may
          suspend accounts that break these terms.
        </p>
      </LegalSection>

      <LegalSection id="payments" title="5. Payments and Refunds">
        <p>
          Prices are in Indian rupees and include applicable taxes. Payments are processed by
          Razorpay through UPI, cards, net banking or wallets; access is granted as soon as the
          payment is confirmed.
        </p>
        <p>
          {'Because notes and source code are digital and delivered instantly, '}
          <strong>all purchases are final</strong>
          {'. Refunds are made only in special cases, such as a duplicate payment, a payment ' +
            'taken without access being granted, or a file that is damaged or different from its ' +
            'description and that we cannot fix. Requests must be made within ' +
            `${refundPolicy.requestWithinDays} days of purchase, as set out in our `}
          <Link to="/return-policy">Return Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection id="intellectual-property" title="6. Intellectual Property">
        <p>
          {'The notes, project code, quiz questions, certificates, text, design and logo of ' +
            `${site.name} belong to ${site.office.company} or to the authors who license them to ` +
            'us, and are protected by the Copyright Act, 1957. Buying an item gives you a ' +
            'personal licence to use it as described in section 3, not ownership of it.'}
        </p>
      </LegalSection>

      <LegalSection id="prohibited" title="7. Prohibited Activities">
        <ul>
          <li>Sharing your account or purchased files with others.</li>
          <li>Scraping, bulk downloading or copying content by automated means.</li>
          <li>Trying to get around payments, download checks, quiz timers or rate limits.</li>
          <li>Using someone else&apos;s payment method without permission.</li>
          <li>Impersonating another person or faking a certificate.</li>
          <li>
            Uploading or sending anything unlawful, abusive or harmful, or attacking the site.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="data-security" title="8. Data Security Disclaimer">
        <p>
          We protect your data as described in our <Link to="/privacy-policy">Privacy Policy</Link>,
          but no website or transmission over the internet is completely secure. We cannot guarantee
          that data will never be accessed by others through a breach beyond our reasonable control.
          Keep your password safe and sign out on shared computers.
        </p>
      </LegalSection>

      <LegalSection id="warranty" title="9. Disclaimer of Warranties">
        <p>
          Study materials are prepared with care to help you learn, but they are provided &quot;as
          is&quot;. We do not promise that they are free of errors, complete for every syllabus, or
          that using them will lead to any particular marks, grade, job or result. Check important
          facts against your prescribed textbooks and your teachers. Courses and tools from other
          websites are run by their owners.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="10. Limitation of Liability">
        <p>
          {`To the extent the law allows, ${site.office.company} is not liable for indirect or ` +
            'consequential losses arising from your use of the site, such as lost marks, lost ' +
            'opportunities or lost data. Our total liability for any claim is limited to the ' +
            'amount you paid us for the item the claim is about.'}
        </p>
      </LegalSection>

      <LegalSection id="governing-law" title="11. Governing Law">
        <GoverningLaw />
      </LegalSection>

      <LegalSection id="contact" title="12. Contact">
        <p>
          Questions about these terms? Write to <SupportEmail />
          {', use our '}
          <Link to="/contact">contact form</Link>
          {`, or write to ${site.office.company}, ${site.office.lines.join(', ')}. We reply ` +
            `within ${site.supportReplyTime}.`}
        </p>
      </LegalSection>
    </LegalPage>
  );
}
