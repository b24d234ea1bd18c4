import { refundPolicy, site, sitePages } from '@studyhub/contract/site-content';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../features/auth/use-auth';
import { purchasesQueryKey, usePurchases } from '../features/payments/api/get-purchases';
import { LegalPage, LegalSection } from '../features/site-pages/components/legal-page';
import { SupportEmail } from '../features/site-pages/components/support-email';
import {
  OrderPicker,
  type RefundableOrder,
} from '../features/support-requests/components/order-picker';
import { SupportRequestForm } from '../features/support-requests/components/support-request-form';
import { refundRequest } from '../features/support-requests/kinds/refund-request';
import { useDocumentTitle } from '../lib/document-title';
import { formatDate, formatRupees } from '../lib/format';
import { Link } from '../lib/link';

/** /return-policy: when we refund, how to ask, and the refund request form (spec section 2). */
export function ReturnPolicyScreen() {
  useDocumentTitle(sitePages.returnPolicy.title, sitePages.returnPolicy.description);
  const { user } = useAuth();
  const purchases = usePurchases(user?.id);
  const queryClient = useQueryClient();
  // A refunded order has nothing left to ask for (decision 25: requests name the student's own).
  const orders: RefundableOrder[] = (purchases.data ?? [])
    .filter((purchase) => !purchase.refundedAt)
    .map((purchase) => ({
      orderId: purchase.orderId,
      itemName: purchase.itemName,
      label: `${purchase.itemName} · ${formatRupees(purchase.amountPaise)} · ${formatDate(purchase.paidAt)} · ${purchase.orderId}`,
    }));
  const { requestWithinDays, processedWithinDays } = refundPolicy;
  return (
    <LegalPage
      title="Return Policy"
      intro={
        <p>
          {'Notes and project source code are digital products that you can download the moment ' +
            'you pay, so they cannot be returned like a book. We still want every rupee you ' +
            `spend on ${site.name} to be worth it; this page explains when we refund a purchase ` +
            'and how to ask.'}
        </p>
      }
    >
      <LegalSection id="when" title="When we refund">
        <p>We refund the full amount when:</p>
        <ul>
          <li>you were charged twice for the same note or project;</li>
          <li>
            money left your account but the purchase was not unlocked, and we cannot unlock it for
            you;
          </li>
          <li>
            the file is damaged, will not open, or is clearly different from its description, and we
            cannot send you a working copy within two working days;
          </li>
          <li>you bought the wrong item by mistake and have not downloaded it yet.</li>
        </ul>
      </LegalSection>

      <LegalSection id="not-refundable" title="What we cannot refund">
        <ul>
          <li>A note or project that has been downloaded and works as described.</li>
          <li>A change of mind after downloading, or a change in your syllabus or exam.</li>
          <li>Donations, except a duplicate or mistaken payment.</li>
          <li>{`Requests made more than ${requestWithinDays} days after the purchase.`}</li>
        </ul>
      </LegalSection>

      <LegalSection id="how" title="How to ask for a refund">
        <p>
          Send the form below <strong>{`within ${requestWithinDays} days of your purchase`}</strong>
          . You will need the transaction ID: the payment ID (it starts with <code>pay_</code>) in
          the receipt email from Razorpay, or the reference on your bank or UPI statement. If you
          cannot find it, write to <SupportEmail /> with the date and amount instead.
        </p>
      </LegalSection>

      <LegalSection id="processing" title="How refunds are processed">
        <p>
          {'We check your request against our payment records and reply by email. Approved ' +
            'refunds are '}
          <strong>{`processed within ${processedWithinDays} days`}</strong>, back to the same UPI
          account, card or bank account you paid from, through Razorpay. Your bank may take a few
          more working days to show the money in your account. Once a refund is made, access to the
          refunded item ends.
        </p>
        <p>
          See also our <Link to="/terms-and-condition">Terms and Conditions</Link>, section 5.
        </p>
      </LegalSection>

      {/* Where the form, posted without the script, brings the student back to. */}
      <div
        id="refund-request"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <SupportRequestForm
          kind={refundRequest}
          {...(user ? { defaults: { name: user.name, email: user.email } } : {})}
          slot={(fill) => <OrderPicker orders={orders} onChoose={fill} />}
          onSubmitted={() => void queryClient.invalidateQueries({ queryKey: purchasesQueryKey })}
        />
      </div>
    </LegalPage>
  );
}
