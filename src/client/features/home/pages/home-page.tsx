import { CategoryChooser } from '@/client/features/home/components/category-chooser';
import { Hero } from '@/client/features/home/components/hero';
import { MarketingSection } from '@/client/features/home/components/marketing-section';
import { PopularItems } from '@/client/features/home/components/popular-items';
import { Testimonials } from '@/client/features/home/components/testimonials';

/** Home (spec 01 §2): hero with search, category chooser, popular items, testimonials, marketing. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <CategoryChooser />
      <PopularItems />
      <Testimonials />
      <MarketingSection />
    </>
  );
}
