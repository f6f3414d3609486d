import { CategoryChooser } from '../components/category-chooser';
import { Hero } from '../components/hero';
import { MarketingSection } from '../components/marketing-section';
import { PopularItems } from '../components/popular-items';
import { Testimonials } from '../components/testimonials';

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
