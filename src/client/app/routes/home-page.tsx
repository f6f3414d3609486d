import { useCategories } from '@/client/features/items/api/get-categories';
import { CategoryChooser } from '@/client/features/home/components/category-chooser';
import { Hero } from '@/client/features/home/components/hero';
import { MarketingSection } from '@/client/features/home/components/marketing-section';
import { PopularItems } from '@/client/features/items/components/browse/popular-items';
import { Testimonials } from '@/client/features/home/components/testimonials';

/**
 * Home (spec 01 §2): hero with search, category chooser, popular items, testimonials, marketing. The categories and
 * the popular items are calls of the items feature, so the page composing them lives in app.
 */
export default function HomePage() {
  const categories = useCategories();
  return (
    <>
      <Hero />
      <CategoryChooser categories={categories.data} isError={categories.isError} />
      <PopularItems />
      <Testimonials />
      <MarketingSection />
    </>
  );
}
