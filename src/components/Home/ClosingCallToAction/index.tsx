import type {ReactNode} from 'react';
import CallToAction from '@site/src/components/CallToAction';
import {site} from '@site/src/data/site';

export default function ClosingCallToAction(): ReactNode {
  return (
    <CallToAction
      title="Ready to Be Found by the Right Customers?"
      text={`Tell me where your marketing stands today. In a ${site.strategyCallMinutes}-minute strategy call we will look at your goals, your competition and the quickest path to more visibility, traffic and leads.`}
    />
  );
}
