import type { NoteSummary } from '@studyhub/contract/catalog';
import { formatRupees } from '../../lib/format';

/** 'Free', or the price in rupees with Indian digit grouping ('₹149', '₹1,499'). */
export function notePrice(note: Pick<NoteSummary, 'isFree' | 'price'>): string {
  return note.isFree ? 'Free' : formatRupees(note.price * 100);
}
