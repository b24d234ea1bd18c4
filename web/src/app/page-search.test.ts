import { describe, expect, it } from 'vitest';
import { buyParam } from '../components/ui/item-action';
import { pageSearch } from '../entry-server';
import { notesFilterNames } from '../features/notes/api/get-notes';
import { projectsFilterNames } from '../features/projects/api/get-projects';
import { questionPapersFilterNames } from '../features/question-papers/api/get-question-papers';

// The server keeps a visitor's page under its path and the search its route reads (decision 55):
// a parameter a screen reads that its route does not list would be dropped from the page.
describe('the search each page reads', () => {
  it.each([
    ['/notes', notesFilterNames],
    ['/projects', projectsFilterNames],
    ['/question-paper', questionPapersFilterNames],
    ['/tools', []],
  ] as const)('%s: its list’s search text, filters and page', (path, filters) => {
    expect(pageSearch(path)).toEqual(expect.arrayContaining(['q', 'search', ...filters, 'page']));
  });

  it.each([
    ['/notes/dbms-notes', [buyParam]],
    ['/projects/chat-app', [buyParam]],
    ['/user', ['tab']],
    ['/java-verify', ['attempt']],
    ['/python-verify', ['attempt']],
    ['/C-verify', ['attempt']],
    ['/javascript-Quiz', ['attempt']],
    ['/login', ['mode', 'next', 'notice']],
    ['/reset-password', ['token']],
    ['/admin/certificates', ['q', 'ask', 'item']],
    ['/admin/orders/order_1', ['ask', 'item']],
    ['/admin/users/user_1', ['ask', 'item']],
    ['/admin/notes', ['ask', 'item']],
  ])('%s reads %j', (path, names) => {
    expect(pageSearch(path)).toEqual(expect.arrayContaining(names));
  });

  it('matches the address as the router does, and pages that read none have none', () => {
    expect(pageSearch('/NOTES/')).toEqual(pageSearch('/notes'));
    expect(pageSearch('/about')).toEqual([]);
    expect(pageSearch('/blog/web-trends-2026')).toEqual([]);
    expect(pageSearch('/no-such-page')).toEqual([]);
  });
});
