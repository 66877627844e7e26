import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../api/contracts/common';
import { safeUrl } from '../lib/safeUrl';
import { SafeHtml } from './SafeHtml';
import './BannerCarousel.css';

const AUTOPLAY_MS = 4000;
const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Banners (image and sanitised HTML each) in a swipeable carousel (embla): dots, previous and next, arrow keys, and an
 * autoplay that stops at the first touch or key and never runs for prefers-reduced-motion.
 */
export function BannerCarousel({ banners, label }: { banners: Banner[]; label: string }) {
  const { t } = useTranslation();
  const [plugins] = useState(() =>
    banners.length > 1 && !reducedMotion()
      ? [Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: true, stopOnFocusIn: true })]
      : [],
  );
  const [viewport, embla] = useEmblaCarousel({ loop: banners.length > 1 }, plugins);
  // Which slide embla shows, mirrored for the dots.
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);
  const stop = () => embla?.plugins().autoplay?.stop();
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') embla?.scrollPrev();
    else if (e.key === 'ArrowRight') embla?.scrollNext();
    else return;
    e.preventDefault();
    stop();
  };
  if (banners.length === 0) return null;
  return (
    <section className="carousel" aria-roledescription={t('carousel.name')} aria-label={label} onKeyDown={onKey}>
      <div className="carousel-viewport" ref={viewport} onPointerDown={stop}>
        <div className="carousel-track">
          {banners.map((b, i) => (
            <div
              key={i}
              className="carousel-slide"
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { n: i + 1, total: banners.length })}
              aria-hidden={i !== selected}
            >
              {safeUrl(b.image) && <img src={safeUrl(b.image)!} alt="" loading="lazy" />}
              <SafeHtml html={b.html} className="html-block carousel-html" />
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <div className="carousel-controls">
          <button
            type="button"
            className="icon-button"
            aria-label={t('carousel.previous')}
            onClick={() => (stop(), embla?.scrollPrev())}
          >
            ‹
          </button>
          <div className="carousel-dots">
            {banners.map((_, i) => (
              <button
                key={i}
                type="button"
                className="carousel-dot"
                aria-label={t('carousel.goTo', { n: i + 1 })}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => (stop(), embla?.scrollTo(i))}
              />
            ))}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('carousel.next')}
            onClick={() => (stop(), embla?.scrollNext())}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
