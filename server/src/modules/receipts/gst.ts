/** GST on what the site sells (docs/decisions/0026). Prices shown to students include it. */

/** Online information services: the notes and project source code the site sells. */
export const sacCode = '998431';
export const gstRatePercent = 18;

/** CGST and SGST split an intra-state rate in half; IGST would take it whole. */
export interface GstBreakdown {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

/**
 * Splits a price that includes 18% GST: taxable value = price ÷ 1.18, rounded to the paisa,
 * and the tax is what remains, so the lines always add up to the price paid.
 */
export function splitGst(totalPaise: number): GstBreakdown {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + gstRatePercent));
  const taxPaise = totalPaise - taxablePaise;
  const cgstPaise = Math.round(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, totalPaise };
}

/** The GST state codes (the first two digits of a GSTIN). */
const stateNames: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/**
 * The place of supply: we keep no address for students, so under section 12 of the IGST Act a
 * supply to an unregistered buyer without one is made where the seller is.
 */
export function placeOfSupply(sellerGstin: string): string {
  const code = sellerGstin.slice(0, 2);
  return `${stateNames[code] ?? 'State'} (${code})`;
}

/** The Indian financial year (April to March) of an instant, in India's time: '2026-27'. */
export function financialYear(at: string): string {
  const india = new Date(Date.parse(at) + 330 * 60 * 1000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
