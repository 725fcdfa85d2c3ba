import { LatinRuns } from '@azmar/kit/ui/latin-runs.tsx';
import { VideoPlayer } from '../../../components/video-player';

/** A poultry product's video with its caption, shown when the details are open; nothing downloads before Play. */
export default function ProductVideo({ src, caption }: { src: string; caption: string }) {
  return (
    <figure className="product-video" data-part="product-video">
      <VideoPlayer className="product-video__player" src={src} preload="none" label={caption} />
      <figcaption>
        <LatinRuns text={caption} />
      </figcaption>
    </figure>
  );
}
