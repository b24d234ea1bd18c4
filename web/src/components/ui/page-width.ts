/**
 * The site's two page widths (decision 29). Every screen's outer box takes one of them, so moving
 * from Notes to Blogs to a blog post does not make the page jump in width at random.
 */

/** Pages of cards, grids and columns: the catalog lists and item pages, About, Contact, Support Us. */
export const listWidth = 'mx-auto w-full max-w-7xl px-4';

/** Pages read top to bottom: a blog post, the legal pages, a quiz, certificates, dashboard, account. */
export const readingWidth = 'mx-auto w-full max-w-3xl px-4';

/** The space above and below a page's content. */
const pageSpacing = 'py-8 sm:py-12';

/** The outer box of a list page. */
export const listPage = `${listWidth} ${pageSpacing}`;

/** The outer box of a reading page. */
export const readingPage = `${readingWidth} ${pageSpacing}`;
