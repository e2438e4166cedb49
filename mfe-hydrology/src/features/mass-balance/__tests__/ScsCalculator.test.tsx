import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../__tests__/render';
import { ScsCalculator } from '../ScsCalculator';

const out = (id: string) => document.querySelector(`[data-output="${id}"]`)?.textContent;

test('starts at 100 mm and CN 85 (inside the model range) and gives the check value 61.0 mm', () => {
  renderWithProviders(<ScsCalculator />);
  expect(screen.getByLabelText('Curve number CN')).toHaveValue('85');
  expect(screen.getByLabelText('Rainfall depth P')).toHaveValue('100');
  expect([out('s'), out('ia'), out('q')]).toEqual(['44.82 mm', '8.96 mm', '61.0 mm']);
});

test('recomputes on input and explains out-of-range input instead of computing', () => {
  renderWithProviders(<ScsCalculator />);
  fireEvent.change(screen.getByLabelText('Curve number CN'), { target: { value: '89' } });
  expect(out('q')).toBe('70.2 mm');
  fireEvent.change(screen.getByLabelText('Curve number CN'), { target: { value: '120' } });
  expect(screen.getByText('The curve number must be between 30 and 100.')).toBeInTheDocument();
  expect(out('q')).toBeUndefined();
  expect(screen.getByText('Correct the input to see the result.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Curve number CN'), { target: { value: '85' } });
  fireEvent.change(screen.getByLabelText('Rainfall depth P'), { target: { value: '1200' } });
  expect(screen.getByText('Rainfall must be between 0 and 1,000 mm.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Rainfall depth P'), { target: { value: '' } });
  expect(screen.getByText('Enter a rainfall depth in mm.')).toBeInTheDocument();
});

test('takes a decimal comma, and reads text that is not a number as a missing value, not as 0', () => {
  renderWithProviders(<ScsCalculator />);
  const rain = screen.getByLabelText('Rainfall depth P');
  expect(rain).toHaveAttribute('inputmode', 'decimal');
  fireEvent.change(rain, { target: { value: '100,0' } });
  expect(out('q')).toBe('61.0 mm');
  fireEvent.change(rain, { target: { value: '12 mm' } });
  expect(screen.getByText('Enter a rainfall depth in mm.')).toBeInTheDocument();
  expect(out('q')).toBeUndefined();
});

test('writes its unit as each language does: 毫米 after the digits in Chinese, mm in Malay', () => {
  renderWithProviders(<ScsCalculator />, { lng: 'zh' });
  expect([out('s'), out('ia'), out('q')]).toEqual(['44.82毫米', '8.96毫米', '61.0毫米']);
  // The unit beside the rainfall input (its right section, a sibling of the input).
  expect(screen.getByLabelText('降雨深度 P').parentElement?.textContent).toBe('毫米');
});

test('in Malay the results keep the SI symbol', () => {
  renderWithProviders(<ScsCalculator />, { lng: 'ms' });
  expect(out('q')).toBe('61.0 mm');
});
