import type { MouseEvent } from 'react';
import { PageGetForm } from './page-get-form';

interface FilterButtonsProps {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** The filter's URL parameter (`?status=`), also its name for tests (`data-filter`). */
  name: string;
}

/**
 * A row of toggle buttons, one pressed (`aria-pressed`), for one filter. They are the submit buttons of a GET form
 * on the page's own URL: pressed before the page's code has run (or without it), the browser asks the server for
 * the filtered page; once the code runs, a press filters in place.
 */
export function FilterButtons({ label, options, value, onChange, name }: FilterButtonsProps) {
  const choose = (event: MouseEvent<HTMLButtonElement>, next: string) => {
    event.preventDefault();
    onChange(next);
  };
  return (
    <PageGetForm sets={[name]}>
      <div className="catalogue-filter" role="group" aria-label={label} data-filter={name}>
        {options.map((option) => (
          <button
            key={option.value}
            type="submit"
            name={name}
            value={option.value}
            className="catalogue-chip"
            aria-pressed={option.value === value}
            onClick={(event) => choose(event, option.value)}
            data-value={option.value}
          >
            {option.label}
          </button>
        ))}
      </div>
    </PageGetForm>
  );
}
