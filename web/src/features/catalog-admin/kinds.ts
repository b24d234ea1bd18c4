import type { CatalogKind } from '@studyhub/contract/catalog';

interface KindInfo {
  /** 'Notes': the list's heading and the navigation's link. */
  plural: string;
  /** 'note': in sentences. */
  singular: string;
  /** Whether students buy or download it, so a delete may only hide it (decision 20). */
  keptForBuyers: boolean;
  /** Whether it has a downloadable file that must be uploaded before it can be published. */
  hasFile: boolean;
  /** The public page that lists it, to look at a change. */
  publicPath: string;
}

export const kindInfo: Record<CatalogKind, KindInfo> = {
  notes: {
    plural: 'Notes',
    singular: 'note',
    keptForBuyers: true,
    hasFile: true,
    publicPath: '/notes',
  },
  projects: {
    plural: 'Projects',
    singular: 'project',
    keptForBuyers: true,
    hasFile: true,
    publicPath: '/projects',
  },
  courses: {
    plural: 'Courses',
    singular: 'course',
    keptForBuyers: false,
    hasFile: false,
    publicPath: '/courses',
  },
  tools: {
    plural: 'Tools',
    singular: 'tool',
    keptForBuyers: false,
    hasFile: false,
    publicPath: '/tools',
  },
  'question-papers': {
    plural: 'Question papers',
    singular: 'question paper',
    keptForBuyers: true,
    hasFile: true,
    publicPath: '/question-paper',
  },
  blogs: {
    plural: 'Blogs',
    singular: 'blog post',
    keptForBuyers: false,
    hasFile: false,
    publicPath: '/blogs',
  },
};
