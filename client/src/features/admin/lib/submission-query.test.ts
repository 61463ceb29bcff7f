import { describe, expect, it } from 'vitest';
import { ariaSort, DEFAULT_SUBMISSION_VIEW, nextSort, parseSubmissionView, toApiQuery, writeSubmissionView } from './submission-query';

const parse = (search: string) => parseSubmissionView(new URLSearchParams(search));
const write = (view: Parameters<typeof writeSubmissionView>[1], base = '') => writeSubmissionView(new URLSearchParams(base), view).toString();

describe('the submissions table view in the URL', () => {
  it('defaults to every status and service, newest first, the first page of 25', () => {
    expect(parse('')).toEqual({
      status: 'all',
      serviceType: 'all',
      q: '',
      sort: 'submissionDate',
      order: 'desc',
      pageSize: 25,
      userId: undefined,
    });
    expect(DEFAULT_SUBMISSION_VIEW.status).toBe('all');
    // Pending is now a choice, kept in the URL.
    expect(write({ ...DEFAULT_SUBMISSION_VIEW, status: 'pending' })).toBe('status=pending');
  });

  it('reads every param, and falls back to the default for each bad one alone', () => {
    expect(parse('status=all&serviceType=full_loa&q=%20GA-1234%20&sort=id&order=asc&after=1767225600123456_42&pageSize=50&userId=7&customer=Casey')).toEqual({
      status: 'all',
      serviceType: 'full_loa',
      q: 'GA-1234',
      sort: 'id',
      order: 'asc',
      after: '1767225600123456_42',
      pageSize: 50,
      userId: 7,
      customer: 'Casey',
    });
    const bad = parse('status=lost&serviceType=x&sort=price&order=up&after=1_0&before=x&pageSize=1000&userId=abc&q=ok');
    expect(bad).toEqual({ ...DEFAULT_SUBMISSION_VIEW, q: 'ok', userId: undefined });
    // One side at a time: the page after wins over a hand-added before.
    expect(parse('after=5_2&before=5_3')).toMatchObject({ after: '5_2', before: undefined });
    expect(parse('before=5_3').before).toBe('5_3');
  });

  it('ignores the customer name without a user id', () => {
    expect(parse('customer=Casey').customer).toBeUndefined();
  });

  it('leaves defaults out of the URL and keeps other params such as the tab', () => {
    expect(write(DEFAULT_SUBMISSION_VIEW, 'tab=submissions&status=completed&page=4')).toBe('tab=submissions');
    expect(write({ ...DEFAULT_SUBMISSION_VIEW, status: 'all', q: ' Gretzky ', after: '9_2', pageSize: 100 })).toBe('q=Gretzky&pageSize=100&after=9_2');
    expect(write({ ...DEFAULT_SUBMISSION_VIEW, before: '9_2' })).toBe('before=9_2');
    expect(write({ ...DEFAULT_SUBMISSION_VIEW, sort: 'id', order: 'asc' })).toBe('sort=id&order=asc');
    // No sort: the order means nothing and is left out.
    expect(write({ ...DEFAULT_SUBMISSION_VIEW, sort: 'none', order: 'asc' })).toBe('sort=none');
    expect(write({ ...DEFAULT_SUBMISSION_VIEW, userId: 7, customer: 'Casey Morgan' })).toBe('userId=7&customer=Casey+Morgan');
  });

  it('round-trips through the URL', () => {
    const view = { ...DEFAULT_SUBMISSION_VIEW, status: 'completed' as const, sort: 'id' as const, order: 'asc' as const, before: '1767225600000001_5', userId: 3, customer: 'Dana' };
    expect(parse(write(view))).toEqual(view);
  });

  it('asks the API without the display-only customer name', () => {
    expect(toApiQuery({ ...DEFAULT_SUBMISSION_VIEW, userId: 3, customer: 'Dana' })).toEqual({ ...DEFAULT_SUBMISSION_VIEW, userId: 3 });
    expect('userId' in toApiQuery(DEFAULT_SUBMISSION_VIEW)).toBe(false);
    expect(toApiQuery({ ...DEFAULT_SUBMISSION_VIEW, after: '9_2' })).toEqual({ ...DEFAULT_SUBMISSION_VIEW, after: '9_2' });
    expect('before' in toApiQuery({ ...DEFAULT_SUBMISSION_VIEW, before: undefined })).toBe(false);
  });
});

describe('the sort cycle', () => {
  it('goes descending, ascending, then no sort; another column starts descending', () => {
    let view = { sort: 'none' as const, order: 'desc' as const } as Parameters<typeof nextSort>[0];
    view = nextSort(view, 'id');
    expect(view).toEqual({ sort: 'id', order: 'desc' });
    view = nextSort(view, 'id');
    expect(view).toEqual({ sort: 'id', order: 'asc' });
    view = nextSort(view, 'id');
    expect(view).toEqual({ sort: 'none', order: 'desc' });
    expect(nextSort({ sort: 'id', order: 'asc' }, 'submissionDate')).toEqual({ sort: 'submissionDate', order: 'desc' });
    // The default (submission date, newest first) goes ascending on the first click.
    expect(nextSort(DEFAULT_SUBMISSION_VIEW, 'submissionDate')).toEqual({ sort: 'submissionDate', order: 'asc' });
  });

  it('tells screen readers how each column is sorted', () => {
    expect(ariaSort({ sort: 'id', order: 'asc' }, 'id')).toBe('ascending');
    expect(ariaSort({ sort: 'id', order: 'desc' }, 'id')).toBe('descending');
    expect(ariaSort({ sort: 'id', order: 'desc' }, 'submissionDate')).toBe('none');
    expect(ariaSort({ sort: 'none', order: 'desc' }, 'id')).toBe('none');
  });
});
