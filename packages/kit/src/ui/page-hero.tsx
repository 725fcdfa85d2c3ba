import type { ReactNode } from 'react';
import '@azmar/kit/ui/page-hero.css';

/** The hero band that opens every page: the route's title (`<h1>`) and subtitle. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <section data-testid="hero" className="kit-hero">
      <div className="kit-hero__inner">
        <h1 className="kit-hero__title">{title}</h1>
        <p className="kit-hero__subtitle">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
