import { dialogStateProps, findDialog as findIn, withoutDialog as withoutIn } from '../dialog-registry';
import { TEST_CATALOG } from '../../../test-utils/module-tables';

const DIALOGS = TEST_CATALOG.dialogs;
const findDialog = (id: string | null) => findIn(TEST_CATALOG, id);
const withoutDialog = (params: URLSearchParams) => withoutIn(TEST_CATALOG, params);

test('every dialog id is unique and found by its id; unknown ids find nothing', () => {
  expect(new Set(DIALOGS.map((d) => d.id)).size).toBe(DIALOGS.length);
  for (const d of DIALOGS) expect(findDialog(d.id)).toBe(d);
  expect(findDialog('nope')).toBeNull();
  expect(findDialog(null)).toBeNull();
});

test('closing removes the dialog, its tab and the parameters its remote owns, and nothing else', () => {
  const next = withoutDialog(new URLSearchParams('layers=water,drainage&dialog=stormwater&tab=detailed&approach=bgi&view=1,2,3&q=pump'));
  expect(next.toString()).toBe('layers=water%2Cdrainage&view=1%2C2%2C3&q=pump');
});

test("another dialog's parameter names are left alone", () => {
  const next = withoutDialog(new URLSearchParams('dialog=report&tab=vision&approach=bgi'));
  expect(next.toString()).toBe('approach=bgi');
});

test("closing the mass balance removes its assumptions companion's parameter", () => {
  const next = withoutDialog(new URLSearchParams('dialog=hydrology&tab=demand&hydrology.assumptions=landCover&layers=water'));
  expect(next.toString()).toBe('layers=water');
});

test('every URL state entry names a distinct parameter, value prop and change prop', () => {
  const params = DIALOGS.flatMap((d) => d.state.map((s) => s.param));
  expect(new Set(params).size).toBe(params.length);
  for (const d of DIALOGS) for (const s of d.state) expect(s.prop).not.toBe(s.onChange);
});

describe('dialogStateProps: the props a dialog gets from its URL state', () => {
  test('stormwater: approach from ?approach= (null when absent), onApproachChange replaces it', () => {
    const replace = jest.fn();
    const stormwater = findDialog('stormwater')!;
    const props = dialogStateProps(stormwater, new URLSearchParams('dialog=stormwater&approach=lid'), replace);
    expect(props.approach).toBe('lid');
    (props.onApproachChange as (v: string) => void)('gi');
    expect(replace).toHaveBeenCalledWith({ approach: 'gi' });
    expect(dialogStateProps(stormwater, new URLSearchParams('dialog=stormwater'), replace).approach).toBeNull();
  });

  test('mass balance: assumptions from ?hydrology.assumptions=; null removes it', () => {
    const replace = jest.fn();
    const props = dialogStateProps(findDialog('hydrology')!, new URLSearchParams('dialog=hydrology&hydrology.assumptions=demand'), replace);
    expect(props.assumptions).toBe('demand');
    (props.onAssumptionsChange as (v: string | null) => void)(null);
    expect(replace).toHaveBeenCalledWith({ 'hydrology.assumptions': null });
  });

  test('a dialog without URL state gets no extra props', () => {
    expect(dialogStateProps(findDialog('report')!, new URLSearchParams('dialog=report&approach=bgi'), jest.fn())).toEqual({});
  });
});
