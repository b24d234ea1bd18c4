import { refundPolicy } from '@studyhub/contract/site-content';
import { Link } from '../../../lib/link';

export const securePaymentText = 'Secure payment by Razorpay: UPI, cards, netbanking';

/** Beside a Buy button: what it costs, how it is paid, and where the return policy is. */
export function SecurePaymentNote({ price }: { price: string }) {
  return (
    <div className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
      <p className="text-slate-900">{`${price}, GST included. ${securePaymentText}.`}</p>
      <p className="mt-1">
        {`Refunds can be asked for within ${refundPolicy.requestWithinDays} days: `}
        <Link to="/return-policy" className="font-medium text-brand-700 underline">
          Return Policy
        </Link>
      </p>
    </div>
  );
}
