import type { ReactNode } from 'react';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { CATALOGUE_NAMESPACE } from '../i18n/catalogue-namespaces';
import type { CataloguePage } from './list-heading';
import './section-landmark.css';

/** The heading and landmark of a section other remotes show (the page's own title is its hero). */
export function SectionLandmark({ page, children }: { page: CataloguePage; children: ReactNode }) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const headingId = `catalogue-section-${page}`;
  return (
    <section className="catalogue-section" data-catalogue-section={page} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={t(`${page}.hero.title`)} />
      {children}
    </section>
  );
}
