import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaImage } from './media-image';

const UPLOAD = `/api/media/${'a'.repeat(32)}/2000x1000.jpg`;

describe('MediaImage', () => {
  it("renders the site's own picture as before: one file, the box given", () => {
    const { container } = render(<MediaImage src="/assets/media/products/x.jpg" alt="A paver" width={400} height={250} sizes="400px" loading="lazy" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/assets/media/products/x.jpg');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it("renders an upload with AVIF and WebP srcsets in the API's widths and the upload's own width and height", () => {
    const { container } = render(<MediaImage src={UPLOAD} alt="ڕێگا" width={400} height={250} sizes="(min-width: 900px) 896px, 100vw" />);
    const [avif, webp] = [...container.querySelectorAll('source')];
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif!.getAttribute('srcset')).toBe(
      `/api/media/${'a'.repeat(32)}/480w.avif 480w, /api/media/${'a'.repeat(32)}/960w.avif 960w, /api/media/${'a'.repeat(32)}/1600w.avif 1600w`,
    );
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp).toHaveAttribute('sizes', '(min-width: 900px) 896px, 100vw');
    const img = container.querySelector('picture img')!;
    expect(img).toHaveAttribute('src', UPLOAD);
    expect(img).toHaveAttribute('width', '2000');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('alt', 'ڕێگا');
  });
});
