import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for Razorpay's Orders API, so the real provider's HTTP calls run in tests
 * with no network: it checks basic auth and the body as Razorpay does and answers in its shape.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const orders: {
    id: string;
    amount: number;
    currency: string;
    receipt: string;
    notes: unknown;
  }[] = [];
  let failNext = false;

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.method !== 'POST' || request.url !== '/v1/orders') {
        return send(404, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' },
        });
      }
      if (request.headers.authorization !== expectedAuth) {
        return send(401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });
      }
      if (failNext) {
        failNext = false;
        return send(500, {
          error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' },
        });
      }
      const input = JSON.parse(body) as {
        amount: number;
        currency: string;
        receipt: string;
        notes: unknown;
      };
      if (
        !Number.isInteger(input.amount) ||
        input.amount < 100 ||
        input.currency !== 'INR' ||
        input.receipt.length > 40
      ) {
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'invalid order' } });
      }
      const order = { id: `order_${randomBytes(7).toString('hex')}`, ...input };
      orders.push(order);
      send(200, {
        ...order,
        entity: 'order',
        amount_paid: 0,
        amount_due: input.amount,
        status: 'created',
        attempts: 0,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    apiBase: `http://127.0.0.1:${port}/v1`,
    orders,
    failNextOrder() {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
