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

  it('keeps the user search and page as uq and upage, defaults left out', () => {
    expect(parseUserView(params(''))).toEqual({ q: '', page: 1, pageSize: 25 });
    expect(parseUserView(params('uq=%20dana%20&upage=3'))).toEqual({ q: 'dana', page: 3, pageSize: 25 });
    expect(parseUserView(params('upage=-2')).page).toBe(1);
    expect(writeUserView(params('tab=users'), { q: ' dana ', page: 2 }).toString()).toBe('tab=users&uq=dana&upage=2');
    expect(writeUserView(params('tab=users&uq=x&upage=4'), { q: '', page: 1 }).toString()).toBe('tab=users');
  });
});
