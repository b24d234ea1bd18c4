import type { NotesResponse, PapersResponse, ProjectsResponse } from '@studyhub/contract/catalog';
import type { App } from '../src/app.ts';

export interface Downloadable {
  id: string;
  /** Where a signed-in student downloads it. */
  url: string;
}

function downloadable(kind: string, item: { id: string } | undefined, what: string): Downloadable {
  if (!item) throw new Error(`the demo catalog has no ${what}`);
  return { id: item.id, url: `/api/${kind}/${item.id}/download` };
}

/** Items of the seeded demo catalog to download (the app must be created with `seedDemoAs`). */
export async function demoDownloads(app: App) {
  const { notes } = (await app.inject('/api/notes')).json<NotesResponse>();
  const { papers } = (await app.inject('/api/question-papers')).json<PapersResponse>();
  const { projects } = (await app.inject('/api/projects')).json<ProjectsResponse>();
  const paidProject = projects.find((project) => project.price > 0);
  return {
    freeNote: downloadable(
      'notes',
      notes.find((note) => note.isFree),
      'free note',
    ),
    paidNote: downloadable(
      'notes',
      notes.find((note) => !note.isFree),
      'paid note',
    ),
    paper: downloadable('question-papers', papers[0], 'question paper'),
    paidProject: downloadable('projects', paidProject, 'paid project'),
  };
}
