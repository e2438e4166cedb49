import { NOTES, noteNumber, sourcesInCitationOrder } from '../../../lib/notes';
import { SOURCES } from '../../../lib/sources';

test('every correction of corrections.md "Facts where public reporting differs" has a note', () => {
  expect(NOTES.map((n) => n.id).sort()).toEqual(['area', 'buyers', 'completion', 'conception', 'investment', 'occupancy', 'sand', 'tax']);
  expect(NOTES.find((n) => n.id === 'investment')!.text.en).toContain('RM17 billion');
  expect(NOTES.find((n) => n.id === 'area')!.text.en).toContain('1,386 ha');
  expect(NOTES.find((n) => n.id === 'sand')!.text.en).toContain('162 million');
  expect(NOTES.find((n) => n.id === 'tax')!.text.en).toContain('0-5%');
});

test('note numbers are 1-based positions', () => {
  expect(noteNumber('investment')).toBe(1);
  expect(noteNumber('occupancy')).toBe(NOTES.length);
});

test('every note cites at least one known source; the sources list holds each source once', () => {
  const listed = sourcesInCitationOrder(NOTES, SOURCES);
  expect(listed).toHaveLength(SOURCES.length);
  expect(new Set(listed.map((s) => s.id)).size).toBe(SOURCES.length);
  for (const n of NOTES) expect(n.sources.length).toBeGreaterThan(0);
  // Every source is cited by some note (no orphan publications in the list).
  const cited = new Set(NOTES.flatMap((n) => n.sources as readonly string[]));
  for (const s of SOURCES) expect(cited.has(s.id)).toBe(true);
});

test('an unknown source id is an error, not a silent gap', () => {
  expect(() => sourcesInCitationOrder([{ sources: ['nope'] }], SOURCES)).toThrow(/unknown source "nope"/);
});

test('sources carry no invented URLs', () => {
  expect(JSON.stringify(SOURCES)).not.toMatch(/https?:\/\//);
});
