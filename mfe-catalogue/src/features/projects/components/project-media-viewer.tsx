import { useState } from 'react';
import type { Project } from '@azmar/contract/content/project';
import { useTranslation } from '@azmar/kit/i18n/react-i18next-subset';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { VideoPlayer } from '../../../components/video-player';
import { CATALOGUE_MODALS_NAMESPACE } from '../../../i18n/register-catalogue-modal-texts';
import { initialMediaIndex, projectMedia } from '../project-media';
import '@azmar/kit/theme/visually-hidden.css';

/** The main viewer (image, or mp4 video) and, with more than one item, the thumbnails that choose it. */
export function ProjectMediaViewer({ project, opensOnVideo }: { project: Project; opensOnVideo: boolean }) {
  const { t } = useTranslation(CATALOGUE_MODALS_NAMESPACE);
  const ku = useLanguageStore((state) => state.language) === 'ku';
  const items = projectMedia(project);
  const [initial] = useState(() => initialMediaIndex(items, opensOnVideo));
  const [selected, setSelected] = useState(initial);
  const item = items[selected] ?? items[0];
  if (!item) return null;
  const caption = ku ? item.captionKu : item.caption;
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
        <img key={item.src} className="detail-dialog__media" src={item.src} alt={caption} width={896} height={504} />
      )}
      <p className="detail-dialog__caption">{caption}</p>
      {items.length > 1 && (
        <ul className="project-media__thumbnails" data-part="thumbnails">
          {items.map((thumbnail, index) => {
            const label = ku ? thumbnail.captionKu : thumbnail.caption;
            return (
              <li key={thumbnail.src}>
                <button
                  type="button"
                  className="project-media__thumbnail"
                  aria-pressed={index === selected}
                  // A video thumbnail's name starts with its visible word (Video), an image's is its caption.
                  aria-label={thumbnail.isVideo ? undefined : t('project.showMedia', { caption: label })}
                  data-video={thumbnail.isVideo || undefined}
                  onClick={() => setSelected(index)}
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
                    <img src={thumbnail.src} alt="" width={120} height={68} loading="lazy" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
