import { OrderList } from '../features/orders-admin/components/order-list';
import { useDocumentTitle } from '../lib/document-title';

/** /admin/orders: orders by status, item type, dates and buyer, with the period's totals. */
export function AdminOrdersScreen() {
  useDocumentTitle('Orders · Admin');
  return (
    <div>
      <h2 className="mb-4 text-xl font-bold text-slate-900">Orders</h2>
      <OrderList />
    </div>
  );
}
