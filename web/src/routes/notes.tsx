import type { NoteSummary, NotesResponse } from '@studyhub/contract/catalog';
import {
  type ItemList,
  ItemListScreen,
  priceFilter,
  subjectFilter,
} from '../features/catalog/components/item-list-screen';
import { notesFilterNames, useNotes } from '../features/notes/api/get-notes';
import { NoteCard } from '../features/notes/components/note-card';
import { NotesSidebar } from '../features/notes/components/notes-sidebar';

const notes: ItemList<NotesResponse, NoteSummary, (typeof notesFilterNames)[number]> = {
  noun: 'notes',
  title: 'Notes',
  description:
    'Handwritten study notes for engineering and computer science students: free and paid PDFs with a preview of the first pages.',
  intro:
    'Clear, exam-focused handwritten notes for your subjects. Open a note to see its topics, preview the first pages and download it.',
  path: '/notes',
  searchPlaceholder: 'Search notes, e.g. DBMS or Java',
  filterNames: notesFilterNames,
  filters: {
    subject: subjectFilter,
    semester: {
      label: 'Semester',
      allLabel: 'All semesters',
      options: (facets) =>
        (facets?.semesters ?? []).map((semester) => ({
          value: String(semester),
          label: `Semester ${semester}`,
        })),
    },
    price: priceFilter,
  },
  useList: useNotes,
  items: (answer) => answer.notes,
  card: (note, eager) => <NoteCard note={note} eager={eager} />,
};

/**
 * /notes: the notes as cards, searched (name, subject, description and tags, best match first) and
 * filtered on the server, with every note's name in the sidebar beside them.
 */
export function NotesScreen() {
  return <ItemListScreen kind={notes} sidebar={<NotesSidebar />} />;
}
