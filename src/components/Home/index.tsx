import type {ReactNode} from 'react';
import HomeHero from './Hero';
import HowICanHelp from './HowICanHelp';
import WhoIWorkWith from './WhoIWorkWith';
import WhatIDo from './WhatIDo';
import ClientTestimonials from './ClientTestimonials';
import CertificationsTeaser from './CertificationsTeaser';
import Process from './Process';
import ClosingCallToAction from './ClosingCallToAction';

/** The home page, section by section. */
export default function Home(): ReactNode {
  return (
    <>
      <HomeHero />
      <HowICanHelp />
      <WhoIWorkWith />
      <WhatIDo />
      <ClientTestimonials />
      <CertificationsTeaser />
      <Process />
      <ClosingCallToAction />
    </>
  );
}
