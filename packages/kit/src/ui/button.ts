import '@azmar/kit/ui/button.css';

export type ButtonVariant = 'primary' | 'accent' | 'light' | 'ghost';

/**
 * The class names of the site's one button style, for a `<button>`, a link or a `<summary>` that looks like one;
 * `small` inside a card or a dialog, where several sit in a small space.
 */
export function buttonClass(variant: ButtonVariant = 'primary', small = false): string {
  return `kit-button kit-button--${variant}${small ? ' kit-button--small' : ''}`;
}
