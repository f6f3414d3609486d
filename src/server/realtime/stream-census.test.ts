import { describe, expect, it } from 'vitest';
import { createStreamCensus } from './stream-census';

describe('the census of open streams across processes', () => {
  it('names the oldest streams beyond the cap, per account, and forgets closed ones', () => {
    const census = createStreamCensus(3);
    expect(['a.1', 'b.1', 'a.2'].flatMap((k) => census.opened(1, k))).toEqual([]);
    expect(census.opened(2, 'a.3')).toEqual([]);
    expect(census.opened(1, 'b.2')).toEqual(['a.1']);
    expect(census.of(1)).toEqual(['b.1', 'a.2', 'b.2']);
    census.closed(1, 'a.2');
    expect(census.opened(1, 'a.4')).toEqual([]);
    expect(census.opened(1, 'a.4')).toEqual([]);
    expect(census.opened(1, 'b.3')).toEqual(['b.1']);
    expect(census.of(1)).toEqual(['b.2', 'a.4', 'b.3']);
    expect(census.of(2)).toEqual(['a.3']);
    census.closed(2, 'a.3');
    census.closed(2, 'unknown');
    expect(census.of(2)).toEqual([]);
  });
});
