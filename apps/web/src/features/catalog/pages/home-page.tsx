import { BannerSlider } from '../components/banner-slider';
import { BrandCarousel } from '../components/brand-carousel';
import { CategoriesSection } from '../components/categories-carousel';
import { Faq } from '../components/faq';
import { FoodSliders } from '../components/food-sliders';
import { Hero } from '../components/hero';

/** Home: banner, hero, categories, the food sliders, FAQ and the kitchens carousel. */
export function HomePage() {
  return (
    <>
      <title>Bhoj — food delivery</title>
      <BannerSlider />
      <Hero />
      <CategoriesSection />
      <FoodSliders />
      <Faq />
      <BrandCarousel />
    </>
  );
}
