import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { Link } from '../../../lib/link';
import { loginAddress } from '../../../lib/server-redirect';
import { primaryButton } from '../button-styles';

/** The spec's words (decision 9), said on /login too. */
const signInReason = 'Please login to access the quiz';

/**
 * Quizzes and their certificates need a signed-in student (decision 9). A signed-out visitor is
 * sent to /login, which says why in the spec's words and brings them back here afterwards.
 * The route passes the session state in, so this feature does not reach into the auth feature.
 * The server renders the same words for a visitor, with a link to /login and back (`?next=`), so
 * the page says why and leads on before the script, or without it (decision 35).
 */
export function QuizSignInGate({
  signedIn,
  loading,
  children,
}: {
  signedIn: boolean;
  /** True while the stored session is being checked. */
  loading: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const wasSignedIn = useRef(false);
  const sentAway = useRef(false);
  const mustLeave = !loading && !signedIn;

  useEffect(() => {
    if (signedIn) wasSignedIn.current = true;
  }, [signedIn]);

  useEffect(() => {
    // Logging out here already goes to /login; a reason on top of that would be noise.
    if (!mustLeave || sentAway.current || wasSignedIn.current) return;
    sentAway.current = true;
    navigate('/login', {
      replace: true,
      state: { from: location, reason: signInReason },
    });
  }, [mustLeave, navigate, location]);

  if (loading) return <LoadingMessage />;
  if (!signedIn) {
    return (
      <div className="px-4 py-16 text-center">
        <p role="status" className="text-lg font-medium text-slate-900">
          {signInReason}
        </p>
        <Link to={loginAddress(location)} className={`${primaryButton} mt-4`}>
          Login
        </Link>
      </div>
    );
  }
  return children;
}
