/** "About: <title>": what the visitor's button named, shown above the fields so they see it goes with the message. */
export function ContactAbout({ label, title }: { label: string; title: string }) {
  return (
    <p className="contact-form__about" data-testid="contact-about">
      <span className="contact-form__about-label">{label}</span> <bdi>{title}</bdi>
    </p>
  );
}
