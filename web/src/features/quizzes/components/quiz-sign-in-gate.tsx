import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingMessage } from '../../../components/ui/loading-message';

/**
 * Quizzes and their certificates need a signed-in student (decision 9). A signed-out visitor is
 * sent to /login, which says why in the spec's words and brings them back here afterwards.
 * The route passes the session state in, so this feature does not reach into the auth feature.
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
      state: { from: location, reason: 'Please login to access the quiz' },
    });
  }, [mustLeave, navigate, location]);

  if (loading) return <LoadingMessage />;
  if (!signedIn) return null;
  return children;
}
