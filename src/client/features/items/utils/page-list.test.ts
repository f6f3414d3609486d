import { describe, expect, it } from 'vitest';
import { pageList } from './page-list';

describe('pageList', () => {
  it('lists every page when there are few', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 3)).toEqual([1, 2, 3]);
    expect(pageList(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shortens long lists around the current page', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageList(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageList(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(pageList(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('fills a gap of one page with the page itself', () => {
    expect(pageList(3, 8)).toEqual([1, 2, 3, 4, 'gap', 8]);
    expect(pageList(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
    expect(pageList(6, 9)).toEqual([1, 'gap', 5, 6, 7, 8, 9]);
  });
});
