import type { AdminOrder } from '@studyhub/contract/payments';

const looks: Record<string, { label: string; className: string }> = {
  created: { label: 'Not paid', className: 'bg-slate-100 text-slate-800' },
  paid: { label: 'Paid', className: 'bg-emerald-100 text-emerald-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900' },
  refunded: { label: 'Refunded', className: 'bg-amber-100 text-amber-900' },
  refundDue: { label: 'Paid twice, refund due', className: 'bg-orange-100 text-orange-900' },
};

/** An order's state in words: not paid, paid, failed, refunded, or paid twice awaiting refund. */
export function OrderStatus({ order }: { order: Pick<AdminOrder, 'status' | 'refundDue'> }) {
  const look = order.refundDue && order.status === 'paid' ? looks.refundDue : looks[order.status];
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${look?.className ?? ''}`}
    >
      {look?.label ?? order.status}
    </span>
  );
}

export const itemTypeLabels: Record<string, string> = {
  note: 'Note',
  project: 'Project',
  donation: 'Donation',
};
