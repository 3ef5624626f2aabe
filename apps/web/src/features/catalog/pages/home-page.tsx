import { CategoriesSection } from '../components/categories-carousel';
import { Hero } from '../components/hero';

export function HomePage() {
  return (
    <>
      <title>Bhoj — food delivery</title>
      <Hero />
      <CategoriesSection />
    </>
  );
}
