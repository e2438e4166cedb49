// The release checks the shell and the partner pages' elements share: which names and versions of the
// page's shared copies a release needs and lacks, and the reason each page gives.
import { incompatibility, missingSharedNames, providedVersions, remoteKeyOf, sharedVersionProblems } from '../checks';

describe('shared surface', () => {
  const provided = { '@mantine/core': ['Button', 'Modal'], 'react-router': ['Link'] };

  test('a remote built against names the page provides passes; one needing a name the page lacks is named', () => {
    expect(missingSharedNames({ '@mantine/core': ['Button'] }, provided)).toEqual([]);
    expect(missingSharedNames({ '@mantine/core': ['Button', 'Blockquote'], 'react-router': ['Link'] }, provided)).toEqual(['@mantine/core: Blockquote']);
    expect(missingSharedNames(undefined, provided)).toEqual([]);
  });

  test('a remote needing a trimmed share the page does not provide at all is refused too', () => {
    expect(missingSharedNames({ '@forest-city/mantine-on-demand': ['Tabs'], 'react-router': ['Link'] }, provided)).toEqual(['@forest-city/mantine-on-demand (not provided)']);
  });
});

describe('shared versions', () => {
  const page = { react: '19.3.1', '@tanstack/react-query': '5.108.0', 'react-i18next': '17.1.13' };

  test('a remote whose ranges the page satisfies passes: the same version, an older minor required, no range', () => {
    const ok = [
      { name: 'react', requiredVersion: '^19.3.1' },
      { name: '@tanstack/react-query', requiredVersion: '^5.90.0' },
    ];
    expect(sharedVersionProblems(ok, page)).toEqual([]);
    expect(
      sharedVersionProblems(
        [
          { name: 'react', requiredVersion: false },
          { name: 'visx', requiredVersion: '^3.0.0' },
        ],
        page,
      ),
    ).toEqual([]);
  });

  test('a remote requiring a newer minor than the page provides is named with both versions', () => {
    expect(sharedVersionProblems([{ name: '@tanstack/react-query', requiredVersion: '^5.110.0' }], page)).toEqual(['@tanstack/react-query ^5.110.0 (this page has 5.108.0)']);
  });

  test('the versions a manifest provides are its shared entries’ versions', () => {
    expect(providedVersions([{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }, { name: 'visx' }])).toEqual({ react: '19.3.1' });
    expect(providedVersions(undefined)).toEqual({});
  });
});

describe('incompatibility', () => {
  const release = { version: '1.6.0', contractVersion: '2.0.0', sharedSurface: { '@mantine/core': ['Button', 'Blockquote'] } };
  const elementsPage = { name: 'this page', fix: 'load it on a page whose first element is of the same release' };

  test('names the page that refuses and its fix: the shell by default, a partner page when given', () => {
    expect(incompatibility('report', release, { '@mantine/core': ['Button'] })).toBe(
      'report 1.6.0 was built against shared exports this shell does not provide (@mantine/core: Blockquote); deploy the shell with them first',
    );
    expect(incompatibility('report', release, { '@mantine/core': ['Button'] }, [], {}, elementsPage)).toBe(
      'report 1.6.0 was built against shared exports this page does not provide (@mantine/core: Blockquote); load it on a page whose first element is of the same release',
    );
    expect(incompatibility('report', release, { '@mantine/core': ['Button', 'Blockquote'] }, [], {}, elementsPage)).toBeNull();
  });

  test('checks the contract major before the shared copies; a name that is not one of the product’s remotes is none of its business', () => {
    expect(incompatibility('report', { ...release, contractVersion: '3.0.0' }, {})).toMatch(/implements contract 3.0.0; this shell needs contract 2.x/);
    expect(remoteKeyOf('mfe_report')).toBe('report');
    expect(remoteKeyOf('someone_else')).toBeUndefined();
  });
});
