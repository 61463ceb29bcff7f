import { describe, expect, it } from 'vitest';
import { parseTab, parseUserView, writeTab, writeUserView } from './dashboard-params';

const params = (s: string) => new URLSearchParams(s);

describe('the dashboard tab and the Users view in the URL', () => {
  it('reads the tab, Work by default and for unknown values, and leaves Work out', () => {
    expect(parseTab(params(''))).toBe('work');
    expect(parseTab(params('tab=users'))).toBe('users');
    expect(parseTab(params('tab=blog-posts'))).toBe('blog-posts');
    expect(parseTab(params('tab=nope'))).toBe('work');
    // Links saved before the work page: the counts and the table are on it now.
    expect(parseTab(params('tab=submissions'))).toBe('work');
    expect(parseTab(params('tab=overview'))).toBe('work');
    expect(writeTab(params('tab=users&status=all'), 'work').toString()).toBe('status=all');
    expect(writeTab(params('status=all'), 'invoices').toString()).toBe('status=all&tab=invoices');
  });

  it('keeps the user search and cursor as uq and uafter or ubefore, defaults left out', () => {
    expect(parseUserView(params(''))).toEqual({ q: '', pageSize: 25 });
    expect(parseUserView(params('uq=%20dana%20&uafter=1767225600123456_3'))).toEqual({ q: 'dana', pageSize: 25, after: '1767225600123456_3' });
    expect(parseUserView(params('ubefore=17_3'))).toEqual({ q: '', pageSize: 25, before: '17_3' });
    // A tampered cursor and a page number of a link saved before keyset paging open the first page.
    expect(parseUserView(params('uafter=abc&upage=3'))).toEqual({ q: '', pageSize: 25 });
    expect(writeUserView(params('tab=users'), { q: ' dana ', after: '17_2' }).toString()).toBe('tab=users&uq=dana&uafter=17_2');
    expect(writeUserView(params('tab=users&uq=x&uafter=4_4&upage=2'), { q: '' }).toString()).toBe('tab=users');
    expect(writeUserView(params('uafter=4_4'), { q: '', before: '3_3' }).toString()).toBe('ubefore=3_3');
  });
});
