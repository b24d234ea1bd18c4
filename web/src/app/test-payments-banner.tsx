import { sandboxCards } from '@studyhub/contract/constants';

/** Set by the server while it renders pages (entry-server.tsx), where there is no document. */
export const serverPaymentMode = { testPayments: false };

/**
 * The server puts this tag into every page when a production server runs the sandbox provider
 * (PAYMENT_PROVIDER=sandbox): payments there are tests and nobody may mistake them for real ones.
 */
export function takesTestPayments(): boolean {
  if (typeof document === 'undefined') return serverPaymentMode.testPayments;
  return (
    document.querySelector('meta[name="studyhub:test-payments"]')?.getAttribute('content') === 'on'
  );
}

/** Shown at the top of every page while the site takes test payments only. */
export function TestPaymentsBanner() {
  if (!takesTestPayments()) return null;
  return (
    <p
      role="note"
      aria-label="Test payments"
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <strong className="font-semibold">Test payments only.</strong>
      {' This site takes no real money and nothing bought here is a real purchase. The test ' +
        `card ${sandboxCards.success} pays.`}
    </p>
  );
}
