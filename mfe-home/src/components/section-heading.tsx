/** The `<h2>` and optional lead line that open each of this remote's sections. */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <header className="home-section__header">
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {subtitle && <p className="home-section__subtitle">{subtitle}</p>}
    </header>
  );
}
