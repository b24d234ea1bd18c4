/**
 * Whether this page load is hydrating HTML the server rendered (start.tsx sets it). While it does,
 * the first render must draw exactly what the server drew, so what only the browser knows (the
 * stored session) is read just after, before the page is painted.
 */
export const hydration = { active: false };

/** The id of the script element that carries the data the server rendered the page with. */
export const pageDataElementId = 'page-data';
