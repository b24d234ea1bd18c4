import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Strict security headers on every response. The CSP allows no inline script at all; the web
 * build emits only external, same-origin scripts.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { paymentProvider: 'sandbox' | 'razorpay' }) => {
    // Razorpay's checkout is a script and a frame from its own origins; allowed only when it is on.
    const razorpay = options.paymentProvider === 'razorpay';
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(razorpay ? ['https://*.razorpay.com'] : [])],
          frameSrc: razorpay
            ? ['https://api.razorpay.com', 'https://checkout.razorpay.com']
            : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent below, only over HTTPS: browsers ignore it on plain HTTP anyway, and a local
      // http://localhost must never be told to insist on HTTPS.
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
      // request.protocol reads X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      // API answers can carry personal data; no shared or browser cache may keep them.
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
);
