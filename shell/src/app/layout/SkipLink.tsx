// "Skip to map": the first stop of the Tab order on the dashboard. Hidden until it has focus;
// Enter moves focus into the main region (the map), past the header and the sidebar's controls.
// Focus is moved by script rather than by following "#main", so the URL (and with it Back) is
// left alone.
import './skip-link.css';

interface SkipLinkProps {
  /** id of the element that receives focus (it needs tabIndex={-1}). */
  target: string;
  label: string;
}

export function SkipLink({ target, label }: SkipLinkProps) {
  return (
    <a
      href={`#${target}`}
      className="fc-skip-link"
      onClick={(event) => {
        const element = document.getElementById(target);
        if (!element) return;
        event.preventDefault();
        element.focus();
        element.scrollIntoView({ block: 'nearest' });
      }}
    >
      {label}
    </a>
  );
}
