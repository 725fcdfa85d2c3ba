import type { Interview } from '@azmar/contract/content/project';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { CATALOGUE_MODALS_NAMESPACE } from '../../../i18n/register-catalogue-modal-texts';

/** Each interviewee with their role and statements, in the current language. */
export function ProjectInterviews({ interviews }: { interviews: readonly Interview[] }) {
  const { t } = useTranslation(CATALOGUE_MODALS_NAMESPACE);
  const ku = useLanguageStore((state) => state.language) === 'ku';
  return (
    <section className="detail-dialog__section" data-part="interviews">
      <h3>{t('project.interviews')}</h3>
      {interviews.map((interview) => (
        <figure key={interview.interviewee} className="project-interview" data-interviewee={interview.interviewee}>
          <figcaption>
            <strong>{ku ? interview.intervieweeKu : interview.interviewee}</strong>
            <span>{ku ? interview.roleKu : interview.role}</span>
          </figcaption>
          {(ku ? interview.statementsKu : interview.statements).map((statement) => (
            <blockquote key={statement}>
              <p>
                <LatinRuns text={statement} />
              </p>
            </blockquote>
          ))}
        </figure>
      ))}
    </section>
  );
}
