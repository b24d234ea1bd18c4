import { type TestimonialsContent, testimonialsContent } from '@studyhub/contract/site';
import content from '../../../../content/catalog/testimonials.json';

/**
 * The five testimonials and ten reviews, bundled into the app at build time from the versioned
 * content (docs/decisions: home content is bundled). Checked against the contract when the module
 * loads, so a broken edit of the JSON fails the build's tests, not a visitor's page.
 */
export const testimonials: TestimonialsContent = testimonialsContent.parse(content);
