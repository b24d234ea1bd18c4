/**
 * GET /api/account/export: everything the site holds about the account, as a JSON attachment
 * ('studyhub-my-data.json'), for a plain link the browser downloads itself with the session
 * cookie (decision 35).
 */
export const myDataUrl = '/api/account/export';
