import { intersectSorted } from '../search-index';

describe('intersectSorted (sorted, duplicate-free id lists)', () => {
  it('gives nothing for no lists, and the list itself for one', () => {
    expect(intersectSorted([])).toEqual([]);
    expect(intersectSorted([Uint32Array.of(1, 4, 9)])).toEqual([1, 4, 9]);
    expect(intersectSorted([[]])).toEqual([]);
  });

  it('gives nothing when any list is empty, whatever the others hold', () => {
    expect(intersectSorted([Uint32Array.of(1, 2, 3), new Uint32Array(0)])).toEqual([]);
    expect(intersectSorted([[], [1, 2, 3], [2, 3]])).toEqual([]);
  });

  it('intersects lists of any lengths, in any order, and the same list given twice', () => {
    const long = Uint32Array.from({ length: 10_000 }, (_, i) => i * 3);
    expect(intersectSorted([long, [0, 3, 4, 29_997, 30_000]])).toEqual([0, 3, 29_997]);
    expect(intersectSorted([[0, 3, 4, 29_997, 30_000], long])).toEqual([0, 3, 29_997]);
    expect(intersectSorted([long, long]).length).toBe(10_000);
    expect(intersectSorted([[5], [1, 5, 9], Int32Array.of(5, 6)])).toEqual([5]);
    expect(
      intersectSorted([
        [1, 2],
        [3, 4],
      ]),
    ).toEqual([]);
  });

  it('finds ids at both ends of a long list and past its end (galloping bounds)', () => {
    const long = Uint32Array.from({ length: 1000 }, (_, i) => i);
    expect(intersectSorted([[0, 999, 1000, 5000], long])).toEqual([0, 999]);
    expect(intersectSorted([[2 ** 32 - 1], Uint32Array.of(7, 2 ** 32 - 1)])).toEqual([2 ** 32 - 1]);
  });

  it('does not change the lists it is given', () => {
    const a = [1, 2, 3];
    const b = Uint32Array.of(2, 3, 4);
    intersectSorted([a, b]);
    expect(a).toEqual([1, 2, 3]);
    expect([...b]).toEqual([2, 3, 4]);
  });

  it('agrees with a naive intersection on random lists', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const lists = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
        const size = Math.floor(next() ** 2 * 300);
        return [...new Set(Array.from({ length: size }, () => Math.floor(next() * 400)))].sort((x, y) => x - y);
      });
      const naive = lists[0]!.filter((id) => lists.every((l) => l.includes(id)));
      expect(intersectSorted(lists)).toEqual(naive);
    }
  });
});
