import { CategoryChooser } from '../components/category-chooser';
import { Hero } from '../components/hero';
import { MarketingSection } from '../components/marketing-section';
import { Testimonials } from '../components/testimonials';

/** Home (spec 01 §2): hero with search, category chooser, popular items, testimonials, marketing. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <CategoryChooser />
      {/* POPULAR ITEMS (next issue): the first POPULAR_ITEMS_SHOWN (4) items as item cards, with a see-all button to /przegladaj. */}
      <Testimonials />
      <MarketingSection />
    </>
  );
}
