import { Progress } from '@mantine/core';
import { toPercent } from './format';

export interface ProgressBarProps {
  /** Current value. */
  value: number;
  /** Maximum; the spec's Business constants: default 100. */
  max?: number;
  /** Accessible name of the bar. */
  label: string;
  /** Bar colour; default teal (the theme's primary colour). */
  color?: string;
}

/** A labelled progress bar with a maximum (default 100), drawn by Mantine Progress. */
export function ProgressBar({ value, max = 100, label, color = 'teal.8' }: ProgressBarProps) {
  return <Progress value={toPercent(value, max)} aria-label={label} color={color} size="lg" radius="sm" />;
}
