import { Search } from 'lucide-react';
import { cn } from './cn';
import { Input, type InputProps } from './Input';

type SearchInputProps = Omit<InputProps, 'type'>;

/**
 * A search box: a text input with a magnifier at its start (the right in Arabic). `className`
 * sizes the box; everything else, a ref included, goes to the input.
 */
export function SearchInput({ className, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative min-w-0', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-text-muted"
      />
      <Input type="search" className="ps-9" {...props} />
    </div>
  );
}
