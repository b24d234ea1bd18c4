import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy: no inline script at all (the web build emits only external,
 * same-origin scripts). Razorpay's checkout is a script and a frame from its own origins,
 * allowed only when that provider is on.
 */
export function contentSecurityPolicy(paymentProvider: 'sandbox' | 'razorpay'): string {
  const razorpay = paymentProvider === 'razorpay';
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(razorpay ? ['https://checkout.razorpay.com'] : [])]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(razorpay ? ['https://*.razorpay.com'] : [])]],
    [
      'frame-src',
      razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : ["'none'"],
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
}

/**
 * Strict security headers on every response, the set helmet sends, computed once at start
 * rather than on each request (helmet re-parsed its directives per request: a measurable share
 * of a small API answer's cost).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { paymentProvider: 'sandbox' | 'razorpay' }) => {
    const headers: Record<string, string> = {
      'content-security-policy': contentSecurityPolicy(options.paymentProvider),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    };
    // Set on the way in, so even an answer that fails early carries them.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // request.protocol reads X-Forwarded-Proto only from a proxy TRUST_PROXY trusts. Sent
      // only over HTTPS: a local http://localhost must never be told to insist on HTTPS.
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      // API answers can carry personal data; no shared or browser cache may keep them. A route
      // whose answer is public (the catalog) sets its own, which replaces this one.
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      done();
    });
  },
);
