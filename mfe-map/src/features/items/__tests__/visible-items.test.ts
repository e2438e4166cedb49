import type { InfrastructureItem } from '@forest-city/api-contract';
import { effectiveSearch, emptyReason, hiddenMatches, visibleItems } from '../visible-items';

const item = (id: string, type: InfrastructureItem['type']): InfrastructureItem => ({
  id,
  type,
  name: id,
  latitude: '1.33',
  longitude: '103.59',
  description: '',
  capacity: '',
  technology: '',
  location: '',
  status: 'operational',
  lastMaintenance: '2026-01-01',
});

const all = [item('w1', 'water'), item('d1', 'drainage'), item('t1', 'transportation'), item('i1', 'infrastructure')];

describe('search text (spec: Validation rules)', () => {
  test('only text longer than 2 characters searches', () => {
    expect(effectiveSearch('')).toBeNull();
    expect(effectiveSearch('ab')).toBeNull();
    expect(effectiveSearch('  ab  ')).toBeNull();
    expect(effectiveSearch('abc')).toBe('abc');
    expect(effectiveSearch(' pump ')).toBe('pump');
    expect(effectiveSearch(undefined)).toBeNull();
  });
});

describe('visibleItems', () => {
  test('without a search: the whole list, only the active layer types', () => {
    expect(visibleItems(all, undefined, false, ['water', 'drainage']).map((i) => i.id)).toEqual(['w1', 'd1']);
  });
  test('with a search: the search result, still only the active types', () => {
    expect(visibleItems(all, [item('t1', 'transportation'), item('d1', 'drainage')], true, ['drainage']).map((i) => i.id)).toEqual(['d1']);
  });
  test('a search still loading shows nothing yet', () => {
    expect(visibleItems(all, undefined, true, ['water'])).toEqual([]);
  });
  test('no active layer: nothing', () => {
    expect(visibleItems(all, undefined, false, [])).toEqual([]);
  });
});

describe('emptyReason', () => {
  test('says why nothing is shown', () => {
    expect(emptyReason(3, [], false)).toBeNull();
    expect(emptyReason(0, [], true)).toBe('noLayers');
    expect(emptyReason(0, ['water'], true)).toBe('noMatch');
    expect(emptyReason(0, ['water'], false)).toBe('noItems');
  });
});

describe('search results in switched-off layers (issue 18, item 1)', () => {
  test('are listed apart, and "no match" is said only when the server found nothing', () => {
    const result = [item('t1', 'transportation'), item('w1', 'water')];
    expect(hiddenMatches(result, true, ['water', 'drainage']).map((i) => i.id)).toEqual(['t1']);
    expect(hiddenMatches(result, false, ['water'])).toEqual([]);
    // Nothing shown in the active layers, but the server found a bridge in a hidden one: no "no match".
    expect(emptyReason(0, ['water', 'drainage'], true, 1)).toBeNull();
    expect(emptyReason(0, ['water', 'drainage'], true, 0)).toBe('noMatch');
    // No layer on, but matches in the hidden ones: they are listed instead of "no layer".
    expect(emptyReason(0, [], true, 2)).toBeNull();
  });
});
