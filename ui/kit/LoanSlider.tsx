import type { ReactNode } from 'react';
import { useT } from './Translate';

export interface LoanSliderProps {
  id: string;
  label: ReactNode;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  /** The value as people read it ("2500 €", "60 meses"): shown, and given to AT as `aria-valuetext`. */
  formatValue: (value: number) => string;
  /** Names the − / + buttons, e.g. "amount". */
  decreaseLabel?: string;
  increaseLabel?: string;
}

/** Keeps a moved value on the grid of the range (docs/validation-by-country.md "Amount and period": amount in steps of 100, period in steps of 1). */
export function clampToStep(value: number, min: number, max: number, step: number): number {
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

/**
 * A range input with its value written out and − / + buttons of 44 px, so the amount can be set without dragging
 * (WCAG 2.5.7) and read by screen readers as money, not a bare number.
 */
export function LoanSlider({ id, label, min, max, step, value, onChange, formatValue, decreaseLabel, increaseLabel }: LoanSliderProps) {
  const t = useT();
  const text = formatValue(value);
  const set = (next: number) => onChange(clampToStep(next, min, max, step));
  return (
    <div className="loan-slider">
      <div className="loan-slider__head">
        <label className="label" htmlFor={id}>
          {label}
        </label>
        <output className="loan-slider__value" htmlFor={id} aria-hidden="true">
          {text}
        </output>
      </div>
      <div className="loan-slider__control">
        <button type="button" className="loan-slider__step" onClick={() => set(value - step)} disabled={value <= min} aria-label={decreaseLabel ?? t('common^loan>decrease')}>
          −
        </button>
        <input
          id={id}
          className="loan-slider__range"
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={text}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button type="button" className="loan-slider__step" onClick={() => set(value + step)} disabled={value >= max} aria-label={increaseLabel ?? t('common^loan>increase')}>
          +
        </button>
      </div>
      <div className="loan-slider__bounds" aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
    </div>
  );
}
