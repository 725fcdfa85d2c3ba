import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';

/**
 * "About: <title>": what the visitor's button named, shown above the fields so they see it goes with the message.
 * A code in a Kurdish title (LED, IP67) is marked English, as on the catalogue's cards.
 */
export function ContactAbout({ label, title }: { label: string; title: string }) {
  return (
    <p className="contact-form__about" data-testid="contact-about">
      <span className="contact-form__about-label">{label}</span>{' '}
      <bdi>
        <LatinRuns text={title} />
      </bdi>
    </p>
  );
}
