import { useParams } from 'react-router';
import { OrderDetail } from '../features/orders-admin/components/order-detail';
import { useDocumentTitle } from '../lib/document-title';

/** /admin/orders/{orderId}: one order, its history, refund and re-check. */
export function AdminOrderScreen() {
  const { orderId = '' } = useParams();
  useDocumentTitle(`Order ${orderId} · Admin`);
  return <OrderDetail key={orderId} orderId={orderId} />;
}
