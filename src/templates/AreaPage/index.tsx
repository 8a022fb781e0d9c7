import type {ReactNode} from 'react';
import Page from '@site/src/components/Page';
import Hero, {HeroActions} from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import CardGrid from '@site/src/components/CardGrid';
import CheckList from '@site/src/components/CheckList';
import {ResultsSection} from '@site/src/components/ResultsBox';
import {ProcessSection} from '@site/src/components/ProcessSteps';
import CallToAction from '@site/src/components/CallToAction';
import {regionPath, type AreaId} from '@site/src/data/areas';
import {areaById, areaCopy} from '@site/src/data/areaCopy';
import {pages} from '@site/src/data/pages';
import {processes} from '@site/src/data/process';
import {contactPath, site} from '@site/src/data/site';

/** An area page (the DMV, the Hub City region): one layout, filled from the area's data and copy. */
export default function AreaPage({areaId}: {readonly areaId: AreaId}): ReactNode {
  const area = areaById(areaId);
  const copy = areaCopy[areaId];
  return (
    <Page title={copy.pageTitle} description={area.summary}>
      <Hero
        tagline={pages.areasServed.name}
        title={area.title}
        lead={area.summary}
        actions={<HeroActions secondary={{label: 'Get A Proposal', to: contactPath}} />}
      />

      <Section
        id="why-needed"
        narrow
        headline={{
          title: `Why ${area.name} Businesses Need a Marketing Consultant`,
          subtitle: `Serving ${area.places}.`,
        }}>
        <CheckList items={copy.whyNeeded} />
      </Section>

      <Section
        id="regions"
        variant="muted"
        headline={{title: `Where I Work in the ${area.name} Region`, subtitle: copy.regionsIntro}}>
        <CardGrid
          items={area.regions.map((region) => ({
            title: region.name,
            description: region.description,
            to: regionPath(region),
            eyebrow: 'Page coming soon',
            cta: 'Preview',
          }))}
        />
      </Section>

      <ResultsSection title="Real Results" intro={copy.resultsIntro} />

      <ProcessSection
        headline={{
          title: 'How We Work Together',
          subtitle: `Four steps from our first conversation to a plan that keeps improving. I work from ${site.location.label} with ${site.location.serviceArea}.`,
        }}
        steps={processes[area.process]}
      />

      <Section id="reasons" narrow headline={{title: `Why ${area.name} Businesses Choose Me`}}>
        <CheckList items={copy.reasons} />
      </Section>

      <CallToAction title={copy.closing.title} text={copy.closing.text} />
    </Page>
  );
}
