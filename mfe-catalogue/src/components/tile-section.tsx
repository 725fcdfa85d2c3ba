import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { SectionHeading } from '@azmar/kit/ui/section-heading.tsx';
import { CATALOGUE_PAGES_NAMESPACE } from '../i18n/catalogue-namespaces';
import './catalogue-pages.css';

type TileSectionProps = {
  /** `data-part` of the section, and the stem of its heading's id. */
  part: string;
  /** Where the texts live in the page texts: `<texts>.title`, then `<texts>.<key>.title` and `.text` per tile. */
  texts: string;
  keys: readonly string[];
  /** Each tile's `data-<name>` attribute (its key), which the tests find tiles by. */
  tileAttribute: string;
};

/** A titled section of text tiles below a catalogue page's grid (advantages, categories overview, quality strip). */
export function TileSection({ part, texts, keys, tileAttribute }: TileSectionProps) {
  const { t } = useTranslation(CATALOGUE_PAGES_NAMESPACE);
  const titleId = `${part}-title`;
  return (
    <section className="catalogue-page-section" data-part={part} aria-labelledby={titleId}>
      <SectionHeading id={titleId} title={t(`${texts}.title`)} />
      <ul className="catalogue-tiles">
        {keys.map((key) => (
          <li key={key} className="catalogue-tile" {...{ [`data-${tileAttribute}`]: key }}>
            <h3>{t(`${texts}.${key}.title`)}</h3>
            <p>{t(`${texts}.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
