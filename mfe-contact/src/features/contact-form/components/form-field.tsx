import type { ChangeEvent, ReactNode, Ref } from 'react';

export interface FormFieldProps {
  id: string;
  /** The field's name in the form's post (`name`, `email`…), as the server reads it. */
  name: string;
  label: string;
  /** Shown beside the label, e.g. "(optional)". */
  hint?: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  placeholder?: string;
  /** Left-to-right whatever the page's direction (addresses and numbers). */
  ltr?: boolean;
  children?: ReactNode;
}

/** A visible label, the control, and its error below it, tied to the control by aria-describedby. */
export function FormField({
  id,
  name,
  label,
  hint,
  value,
  error,
  onChange,
  inputRef,
  type = 'text',
  autoComplete,
  required,
  rows,
  placeholder,
  ltr,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    onChange,
    required,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: 'contact-form__control',
    dir: ltr ? 'ltr' : undefined,
  } as const;
  return (
    <div className={`contact-form__field${error ? ' contact-form__field--invalid' : ''}`}>
      <label className="contact-form__label" htmlFor={id}>
        {label}
        {hint && <span className="contact-form__hint"> {hint}</span>}
      </label>
      {rows ? <textarea {...shared} ref={inputRef} rows={rows} /> : <input {...shared} ref={inputRef} type={type} autoComplete={autoComplete} />}
      {error && (
        <p id={errorId} className="contact-form__error" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
