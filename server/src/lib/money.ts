/** Amounts are kept as integer paise (decision 19); the catalog shows whole rupees. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => Math.round(paise / 100);
