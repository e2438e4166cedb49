// An item type's marker colour as a flat dot, beside its name in the legend, the item list and the item dialog.
import { markerColour, markerRadius, rgbToHex } from './markers';

export function MarkerSwatch({ type }: { type: string }) {
  const size = markerRadius(type) + 4;
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background: rgbToHex(markerColour(type)),
        // A flat dot with a hairline of its own colour darkened: no white and grey ring, which read as a radio button.
        boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.22)',
      }}
    />
  );
}
