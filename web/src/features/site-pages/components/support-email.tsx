import { Link } from '../../../lib/link';
import { useSiteInfo } from '../../../lib/site-info';

/** The team's address as a mail link, once the server has said what it is. */
export function SupportEmail() {
  const { data, isError } = useSiteInfo();
  if (data) return <a href={`mailto:${data.supportEmail}`}>{data.supportEmail}</a>;
  if (isError) return <Link to="/contact">our contact form</Link>;
  return <span>our support address</span>;
}
