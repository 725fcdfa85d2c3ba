import '@azmar/kit/ui/section-heading.css';

type SectionHeadingProps = {
  /** The heading's id, which its section names with `aria-labelledby`. */
  id: string;
  title: string;
  /** The lead line under the title. */
  subtitle?: string;
  /** `centered` opens a full-width band (home and About); `start` opens a column of a page (the contact page). */
  align?: 'centered' | 'start';
};

/** The `<h2>` and optional lead line that open a section of a page. */
export function SectionHeading({ id, title, subtitle, align = 'centered' }: SectionHeadingProps) {
  return (
    <header className={`kit-section-heading kit-section-heading--${align}`}>
      <h2 id={id} className="kit-section-heading__title">
        {title}
      </h2>
      {subtitle && <p className="kit-section-heading__subtitle">{subtitle}</p>}
    </header>
  );
}
