import { useState, type MouseEvent } from 'react';
import type { Project } from '@azmar/contract/content/project';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { PageGetForm } from '../../../components/page-get-form';
import { usePageUrl } from '../../../hooks/use-page-url';
import { MediaImage } from '../../../components/media-image';
import { VideoPlayer } from '../../../components/video-player';
import { CATALOGUE_MODALS_NAMESPACE } from '../../../i18n/register-catalogue-modal-texts';
import { initialMediaIndex, MEDIA_PARAM, projectMedia } from '../model/project-media';
import '@azmar/kit/theme/visually-hidden.css';

/**
 * The main viewer (image, or mp4 video) and, with more than one item, the thumbnails that choose it. The thumbnails
 * are the submit buttons of a GET form on the page's URL (`?media=`): pressed before or without the page's code,
 * the server renders the modal on that item; once the code runs, a press changes it in place.
 */
export function ProjectMediaViewer({ project, opensOnVideo }: { project: Project; opensOnVideo: boolean }) {
  const { t } = useTranslation(CATALOGUE_MODALS_NAMESPACE);
  const ku = useLanguageStore((state) => state.language) === 'ku';
  const items = projectMedia(project);
  const url = usePageUrl();
  const [initial] = useState(() => initialMediaIndex(items, opensOnVideo, url.param(MEDIA_PARAM)));
  const [selected, setSelected] = useState(initial);
  const item = items[selected] ?? items[0];
  if (!item) return null;
  const caption = ku ? item.captionKu : item.caption;
  const choose = (event: MouseEvent<HTMLButtonElement>, index: number) => {
    event.preventDefault();
    setSelected(index);
  };
  return (
    <section className="detail-dialog__section project-media" data-part="media" aria-label={t('project.media')}>
      {item.isVideo ? (
        // Only the item the modal opens on plays by itself (muted); a video chosen later waits for Play.
        <VideoPlayer
          key={item.src}
          className="detail-dialog__media"
          src={item.src}
          autoPlay={selected === initial && opensOnVideo}
          preload="metadata"
          label={caption}
        />
      ) : (
        <MediaImage
          key={item.src}
          className="detail-dialog__media"
          src={item.src}
          alt={caption}
          width={896}
          height={504}
          sizes="(min-width: 960px) 896px, 100vw"
        />
      )}
      <p className="detail-dialog__caption">
        <LatinRuns text={caption} />
      </p>
      {items.length > 1 && (
        <PageGetForm sets={[MEDIA_PARAM]}>
          <ul className="project-media__thumbnails" data-part="thumbnails">
            {items.map((thumbnail, index) => {
              const label = ku ? thumbnail.captionKu : thumbnail.caption;
              return (
                <li key={thumbnail.src}>
                  <button
                    type="submit"
                    name={MEDIA_PARAM}
                    value={index}
                    className="project-media__thumbnail"
                    aria-pressed={index === selected}
                    // A video thumbnail's name starts with its visible word (Video), an image's is its caption.
                    aria-label={thumbnail.isVideo ? undefined : t('project.showMedia', { caption: label })}
                    data-video={thumbnail.isVideo || undefined}
                    onClick={(event) => choose(event, index)}
                  >
                    {thumbnail.isVideo ? (
                      <span className="project-media__video-thumb">
                        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                          <path d="M8 5v14l11-7z" fill="currentColor" />
                        </svg>
                        {t('project.video')}
                        <span className="azmar-visually-hidden">: {label}</span>
                      </span>
                    ) : (
                      <MediaImage src={thumbnail.src} alt="" width={120} height={68} sizes="120px" loading="lazy" />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </PageGetForm>
      )}
    </section>
  );
}
