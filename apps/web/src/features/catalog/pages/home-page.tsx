import { lazy, Suspense } from 'react';
import { BannerSlider } from '../components/banner-slider';
import { CategoriesSection } from '../components/categories-carousel';
import { FoodSliders } from '../components/food-sliders';
import { Hero } from '../components/hero';
import { useMessages } from '../../../i18n';
import { homeMessages } from '../home/messages';

// The last two sections, far below the first screen: their code comes after the page's.
const Faq = lazy(() => import('../components/faq').then((m) => ({ default: m.Faq })));
const BrandCarousel = lazy(() =>
  import('../components/brand-carousel').then((m) => ({ default: m.BrandCarousel })),
);

/** Home: banner, hero, categories, the food sliders, FAQ and the kitchens carousel. */
export function HomePage() {
  const t = useMessages(homeMessages);
  return (
    <>
      <title>{t('pageTitle')}</title>
      <BannerSlider />
      <Hero />
      <CategoriesSection />
      <FoodSliders />
      <Suspense fallback={null}>
        <Faq />
        <BrandCarousel />
      </Suspense>
    </>
  );
}
