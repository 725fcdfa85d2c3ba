interface FilterButtonsProps {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** Names the filter for tests (`data-filter`). */
  name: string;
}

/** A row of toggle buttons, one pressed (`aria-pressed`), for one filter. */
export function FilterButtons({ label, options, value, onChange, name }: FilterButtonsProps) {
  return (
    <div className="catalogue-filter" role="group" aria-label={label} data-filter={name}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="catalogue-chip"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          data-value={option.value}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
