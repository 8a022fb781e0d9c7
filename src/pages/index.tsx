import type {ReactNode} from 'react';
import Home from '@site/src/components/Home';
import Page from '@site/src/components/Page';
import {site} from '@site/src/data/site';
import {testimonials} from '@site/src/data/testimonials';
import {reviewNodes} from '@site/src/lib/structuredData/reviews';

export default function HomePage(): ReactNode {
  return (
    <Page
      title={`SEO Consultant in ${site.location.label}`}
      description={site.description}
      structuredData={reviewNodes(testimonials)}>
      <Home />
    </Page>
  );
}
