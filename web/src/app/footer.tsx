import { listWidth } from '../components/ui/page-width';
import { useAuth } from '../features/auth/use-auth';
import { Link } from '../lib/link';
import { accountLinks } from './account-links';

const supportLinks = [
  { to: '/contact', label: 'Contact' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-condition', label: 'Terms and Conditions' },
  { to: '/about', label: 'About' },
];

// Placeholders until the real accounts exist.
const socialLinks = [
  { href: 'https://example.com/instagram', label: 'Instagram' },
  { href: 'https://example.com/youtube', label: 'YouTube' },
  { href: 'https://example.com/linkedin', label: 'LinkedIn' },
  { href: 'https://example.com/x', label: 'X' },
  { href: 'https://example.com/facebook', label: 'Facebook' },
];

const footerLink = 'rounded text-slate-300 hover:text-white hover:underline underline-offset-2';

/**
 * Below every screen: office address, support links and social links (spec section 2), and a
 * signed-in student's own screens (decision 22).
 */
export function Footer() {
  const { user } = useAuth();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div
        className={`${listWidth} grid gap-8 py-10 sm:grid-cols-2 ${user ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        <div>
          <p className="text-lg font-bold text-white">StudyHub</p>
          <p className="mt-1 text-sm">High Quality Product in Lowest Price</p>
          <h2 className="mt-5 text-sm font-semibold tracking-wide text-white uppercase">Office</h2>
          <address className="mt-2 text-sm leading-relaxed not-italic">
            StudyHub Learning Pvt. Ltd.
            <br />
            3rd Floor, 42 Residency Road
            <br />
            Shanthala Nagar, Bengaluru
            <br />
            Karnataka 560025, India
          </address>
        </div>
        <nav aria-labelledby="footer-support">
          <h2
            id="footer-support"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            Support
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {supportLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {user && (
          <nav aria-labelledby="footer-account">
            <h2
              id="footer-account"
              className="text-sm font-semibold tracking-wide text-white uppercase"
            >
              Your account
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {accountLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Follow us</h2>
          <ul className="mt-3 flex flex-wrap gap-2 text-sm">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`StudyHub on ${link.label} (opens in a new tab)`}
                  className="inline-block rounded-full border border-slate-600 px-3 py-1.5 text-slate-200 hover:border-slate-400 hover:text-white"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className={`${listWidth} py-4 text-sm text-slate-400`}>
          {`© ${new Date().getFullYear()} StudyHub. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
