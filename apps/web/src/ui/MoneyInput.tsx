import { cn } from './cn';
import { Input, type InputProps } from './Input';

export type MoneyInputProps = Omit<InputProps, 'type' | 'step' | 'inputMode'>;

/**
 * An amount of money in major units, to the cent: the number keypad on phones, and left to right
 * in every language (digits and the decimal point keep their order in Arabic too), yet beside its
 * label on a right-to-left page. Register it with `valueAsNumber`.
 */
export function MoneyInput({ min = 0.01, className, ...props }: MoneyInputProps) {
  return (
    <Input
      type="number"
      inputMode="decimal"
      step={0.01}
      min={min}
      dir="ltr"
      className={cn('rtl:text-right', className)}
      {...props}
    />
  );
}
