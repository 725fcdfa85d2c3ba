/** A row of radio buttons drawn as one segmented control: a filter with a few values, applied as it is chosen. */
export function ChoiceGroup<Value extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="inbox-choices">
      <legend className="inbox-choices__legend">{legend}</legend>
      <div className="inbox-choices__options">
        {options.map((option) => (
          <label key={option.value} className="inbox-choices__option">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
