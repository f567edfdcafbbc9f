export interface SpinnerProps {
  /** Announced text, e.g. "Loading"; without it the spinner is decorative (the caller announces progress). */
  label?: string;
  /** `neutral` in the resume flow (docs/product.md "Page chrome"), otherwise the brand colour. */
  variant?: 'brand' | 'neutral';
  size?: 'small' | 'large';
}

/** A CSS-only spinner (no image, no script); it stops spinning for users who ask for reduced motion. */
export function Spinner({ label, variant = 'brand', size = 'large' }: SpinnerProps) {
  const className = `spinner spinner--${size} spinner--${variant}`;
  if (label === undefined) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status" className="spinner-wrapper">
      <span className={className} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
