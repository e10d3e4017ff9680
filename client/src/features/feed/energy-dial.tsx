import { Slider as SliderPrimitive } from 'radix-ui';
import { Zap } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIMITS } from '@kuza/common';

interface EnergyDialProps {
  value: number;
  onChange: (value: number) => void;
  /** Feed Preferences say Chronological: the server orders by time whatever the dial, so it rests and says why. */
  chronological?: boolean;
}

/**
 * The Energy Dial (spec §2.3, §9): Recency (0) to Discovery (100), step 1, default 50. Radix moves the thumb
 * by ten steps for PageUp/PageDown and Shift+arrows, which with step 1 is the spec's keyboard step of 10.
 * Built on the Radix primitive (not ui/slider) to name the thumb itself, which is what a screen reader focuses.
 */
export function EnergyDial({ value, onChange, chronological = false }: EnergyDialProps) {
  const { t } = useTranslation('feed');
  const hintId = useId();
  const { min, max, step } = LIMITS.energy;
  return (
    <div className="flex flex-col gap-2 rounded-xl border bg-card px-4 py-3">
      <div className="flex items-center gap-2 text-sm font-medium">
        <Zap className="size-4 text-primary" aria-hidden />
        <span>{t('energy.label')}</span>
        <span className="ms-auto tabular-nums text-muted-foreground" data-testid="energy-value">
          {value}
        </span>
      </div>
      <SliderPrimitive.Root
        min={min}
        max={max}
        step={step}
        value={[value]}
        disabled={chronological}
        onValueChange={([next]) => onChange(next)}
        className="relative flex h-5 w-full touch-none items-center select-none"
      >
        <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
          <SliderPrimitive.Range className="absolute h-full bg-primary" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          aria-label={t('energy.label')}
          aria-valuetext={t('energy.valueText', { value })}
          aria-describedby={hintId}
          className="block size-5 rounded-full border-2 border-primary bg-card shadow-sm hover:ring-4 hover:ring-ring/30 focus-visible:ring-4 focus-visible:ring-ring/40 focus-visible:outline-hidden"
        />
      </SliderPrimitive.Root>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{t('energy.recency')}</span>
        <span id={hintId} className="sr-only">
          {t('energy.hint')}
        </span>
        <span>{t('energy.discovery')}</span>
      </div>
      {chronological && (
        <p className="text-xs text-muted-foreground" data-testid="energy-chronological">
          {t('energy.chronological')}{' '}
          <Link to="/dashboard/preferences" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('energy.preferences')}
          </Link>
        </p>
      )}
    </div>
  );
}
