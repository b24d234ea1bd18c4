import { useId, useState } from 'react';

/** One of the signed-in student's paid orders, offered to fill in the refund form (decision 25). */
export interface RefundableOrder {
  orderId: string;
  itemName: string;
  /** How the order reads in the list: item, amount, date and order id. */
  label: string;
}

/**
 * The student's own paid orders, shown in the refund form before the transaction ID; choosing one
 * fills in the transaction ID and product. Nothing when there are none.
 */
export function OrderPicker({
  orders,
  onChoose,
}: {
  orders: RefundableOrder[];
  onChoose: (values: { transactionId: string; product: string }) => void;
}) {
  const orderSelectId = useId();
  const [chosen, setChosen] = useState('');
  if (orders.length === 0) return null;
  return (
    // Choosing fills in the fields below, which needs the script; without it, they are typed.
    <div className="noscript:hidden">
      <label htmlFor={orderSelectId} className="block text-sm font-medium text-slate-800">
        Your order
      </label>
      <select
        id={orderSelectId}
        value={chosen}
        onChange={(event) => {
          const order = orders.find((item) => item.orderId === event.target.value);
          setChosen(event.target.value);
          if (!order) return;
          onChoose({ transactionId: order.orderId, product: order.itemName });
        }}
        aria-describedby={`${orderSelectId}-hint`}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900"
      >
        <option value="">Choose one of your orders</option>
        {orders.map((order) => (
          <option key={order.orderId} value={order.orderId}>
            {order.label}
          </option>
        ))}
      </select>
      <p id={`${orderSelectId}-hint`} className="mt-1 text-sm text-slate-600">
        Choosing an order fills in its transaction ID and product below.
      </p>
    </div>
  );
}
